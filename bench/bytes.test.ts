import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkBytes, htmlAssets, measureDist, precacheEntries, startupLocales, staticClosure, type Manifest } from './bytes'

/** A tiny fake dist/: entry -> shared, login page -> form, mocks -> seed/*.json, locale chunks. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    src: 'index.html',
    imports: ['_shared.js'],
    dynamicImports: ['src/login.tsx', 'src/mocks/browser.ts', 'src/i18n/locales/fr/common.json', 'src/i18n/locales/ar/common.json'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_shared.js'] },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_form.js', 'index.html'] },
  'src/mocks/browser.ts': {
    file: 'assets/browser.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
    dynamicImports: ['seed/users.json'],
  },
  'seed/users.json': { file: 'assets/users.js', isDynamicEntry: true },
  'src/i18n/locales/fr/common.json': { file: 'assets/common-fr.js', isDynamicEntry: true },
  'src/i18n/locales/ar/common.json': { file: 'assets/common-ar.js', isDynamicEntry: true },
  'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true },
}
const files: Record<string, string> = {
  'assets/index.js': 'x'.repeat(10) + Array.from({ length: 3000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join(''),
  'assets/shared.js': 'shared();'.repeat(50),
  'assets/form.js': 'form();'.repeat(50),
  'assets/login.js': 'login();',
  'assets/browser.js': 'mocks();'.repeat(100),
  'assets/users.js': '[{"id":1}]',
  'assets/common-fr.js': '{"hello":"bonjour"}',
  'assets/common-ar.js': '{"hello":"marhaba"}',
  'assets/chart.js': Array.from({ length: 20000 }, (_, i) => String.fromCharCode(33 + ((i * 104729) % 90))).join(''),
  'assets/index.css': 'body{margin:0}',
}
const gz = (f: string) => gzipSync(Buffer.from(files[f]!)).length

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bench-bytes-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, '.vite'))
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dist, f), text)
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
  writeFileSync(
    join(dist, 'index.html'),
    '<head><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/shared.js">\n<link rel="stylesheet" crossorigin href="/assets/index.css"><link rel="manifest" href="/manifest.webmanifest"></head>',
  )
  writeFileSync(
    join(dist, 'sw.js'),
    'precacheAndRoute([{"revision":"a1","url":"index.html"},{"revision":null,"url":"assets/index.js"},{"revision":null,"url":"assets/chart.js"}])',
  )
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const options = { loginPage: 'src/login.tsx', mocks: 'src/mocks/browser.ts', locales: ['src/i18n/locales/fr/common.json'] }

describe('bench/bytes', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, ['src/login.tsx'])].sort()).toEqual(['_form.js', '_shared.js', 'index.html', 'src/login.tsx'])
    expect(() => staticClosure(manifest, ['nope'])).toThrow(/not in the Vite manifest/)
  })

  it('reads the entry, modulepreloads and stylesheets of index.html', () => {
    const html =
      '<script type="module" crossorigin src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css"><link rel="icon" href="/x.svg">'
    expect(htmlAssets(html)).toEqual({ js: ['assets/a.js', 'assets/b.js'], css: ['assets/c.css'] })
  })

  it('measures before-paint, first-visit and seed bytes of /login', () => {
    const r = measureDist(dist, options)
    expect(r.login.beforePaint.js).toBe(gz('assets/index.js') + gz('assets/shared.js'))
    expect(r.login.beforePaint.css).toBe(gz('assets/index.css'))
    expect(r.login.startupLocales).toMatchObject({ js: gz('assets/common-fr.js'), files: ['assets/common-fr.js'] })
    expect(r.login.firstVisit.js).toBe(
      r.login.beforePaint.js + gz('assets/common-fr.js') + gz('assets/login.js') + gz('assets/form.js') + gz('assets/browser.js'),
    )
    expect(r.login.firstVisit.files).not.toContain('assets/chart.js')
    expect(r.login.seedData).toMatchObject({ js: gz('assets/users.js'), files: ['assets/users.js'] })
    expect(r.largestChunk).toEqual({ file: 'assets/chart.js', gzip: gz('assets/chart.js') })
    expect(r.precache.entries).toBe(3)
    expect(r.precache.bytes).toBe(
      statSync(join(dist, 'index.html')).size + files['assets/index.js']!.length + files['assets/chart.js']!.length,
    )
  })

  it('fails when index.html does not preload a static import of the entry', () => {
    const m2 = { ...manifest, 'index.html': { ...manifest['index.html']!, imports: ['_shared.js', '_form.js'] } }
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(m2))
    try {
      expect(() => measureDist(dist, options)).toThrow(/does not preload assets\/form.js/)
    } finally {
      writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
    }
  })

  it('checks budgets in kB of 1000 bytes and rejects unknown names', () => {
    const r = measureDist(dist, options)
    const limit = Math.round(r.login.firstVisit.js / 100) / 10
    const checks = checkBytes(r, { _doc: 0, loginFirstVisitJs: limit, loginBeforePaintJs: 0 })
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ['loginFirstVisitJs', true],
      ['loginBeforePaintJs', false],
    ])
    expect(() => checkBytes(r, { somethingElse: 1 })).toThrow(/unknown byte budget/)
  })

  it('parses the precache manifest and the startup locales', () => {
    expect(precacheEntries('x([{"revision":"1","url":"a.js"},{revision:null,url:"b.css"}])')).toEqual(['a.js', 'b.css'])
    const i18n = "export const NAMESPACES = ['common', 'auth'] as const\n init({ fallbackLng: 'en' })"
    expect(startupLocales(i18n, 'fr')).toEqual([
      'src/i18n/locales/fr/common.json',
      'src/i18n/locales/fr/auth.json',
      'src/i18n/locales/en/common.json',
      'src/i18n/locales/en/auth.json',
    ])
  })
})
