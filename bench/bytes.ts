/**
 * Byte measurements taken statically from a production build (dist/): what the first visit to
 * /login downloads, computed from dist/index.html and the Vite manifest (dist/.vite/manifest.json,
 * `build.manifest: true`). Sizes are gzip (zlib default level, like most servers).
 *
 *  - beforePaint: the entry script and its modulepreloads, as index.html names them (everything
 *    that must run before React renders), plus the stylesheets of index.html.
 *  - startupLocales: the locale files i18n awaits before the first render (default language and
 *    its fallback, the namespaces of src/i18n/index.ts); JSON in JS chunks, reported on its own.
 *  - firstVisit: beforePaint + startupLocales + the login route chunk + the mock layer chunk
 *    (msw, dexie, the seed), each with its static imports. The handler areas (each loaded on the
 *    first request to it, src/mocks/handlers/index.ts) and the service worker's background precache are not
 *    counted; the seed data, downloaded once to fill the database (seed/*.json and the locale
 *    files the mock app-search index reads), is reported on its own line.
 *
 * kB are 1000 bytes, as Vite prints them. The bench cross-checks these figures with a real Chromium visit (bench/startup.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface FileSet {
  /** gzip bytes of the JavaScript files */
  js: number
  /** gzip bytes of the stylesheets */
  css: number
  /** dist-relative paths, JS then CSS */
  files: string[]
}

export interface BytesReport {
  login: {
    beforePaint: FileSet
    startupLocales: FileSet
    firstVisit: FileSet
    /** what the mock layer downloads to fill the database on the first start (seed/*.json, locales) */
    seedData: FileSet
  }
  largestChunk: { file: string; gzip: number }
  allJs: { files: number; gzip: number }
  precache: { entries: number; bytes: number; gzip: number }
}

export interface BytesOptions {
  /** source of the login route's page module */
  loginPage: string
  /** source of the mock layer's browser entry */
  mocks: string
  /** locale chunks awaited before the first render: `src/i18n/locales/<lng>/<ns>.json` */
  locales: string[]
}

const gzipCache = new Map<string, number>()

/** gzip size of a dist file (memoised per path and run). */
export function gzipSize(dist: string, file: string): number {
  const path = join(dist, file)
  let size = gzipCache.get(path)
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length
    gzipCache.set(path, size)
  }
  return size
}

/** Manifest keys reachable from `roots` through static imports (dynamic imports are not followed). */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length) {
    const key = stack.pop()!
    if (seen.has(key)) continue
    const chunk = manifest[key]
    if (!chunk) throw new Error(`bench/bytes: "${key}" is not in the Vite manifest`)
    seen.add(key)
    stack.push(...(chunk.imports ?? []))
  }
  return seen
}

/** The JS files and stylesheets of a set of manifest keys. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]!
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    for (const c of chunk.css ?? []) css.add(c)
  }
  return { js: [...js], css: [...css] }
}

export function measure(dist: string, files: { js: string[]; css: string[] }): FileSet {
  const js = [...new Set(files.js)]
  const css = [...new Set(files.css)]
  return {
    js: js.reduce((n, f) => n + gzipSize(dist, f), 0),
    css: css.reduce((n, f) => n + gzipSize(dist, f), 0),
    files: [...js, ...css],
  }
}

/** Scripts, modulepreloads and stylesheets named in index.html, dist-relative. */
export function htmlAssets(html: string): { js: string[]; css: string[] } {
  const js: string[] = []
  const css: string[] = []
  const rel = (href: string) => href.replace(/^\//, '')
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) js.push(rel(m[1]!))
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (!href) continue
    if (/\brel="modulepreload"/.test(tag)) js.push(rel(href))
    else if (/\brel="stylesheet"/.test(tag)) css.push(rel(href))
  }
  return { js, css }
}

/** Manifest key of a source module (e.g. `src/mocks/browser.ts`), if it is a chunk of its own. */
export function keyOf(manifest: Manifest, src: string): string | undefined {
  if (manifest[src]) return src
  return Object.entries(manifest).find(([, c]) => c.src === src)?.[0]
}

/** The precache manifest that vite-plugin-pwa injected into sw.js. */
export function precacheEntries(swSource: string): string[] {
  const urls: string[] = []
  for (const m of swSource.matchAll(/\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?\s*:\s*(?:"[^"]*"|null)\s*\}/g)) urls.push(m[1]!)
  for (const m of swSource.matchAll(/\{\s*"?revision"?\s*:\s*(?:"[^"]*"|null)\s*,\s*"?url"?\s*:\s*"([^"]+)"\s*\}/g)) urls.push(m[1]!)
  return [...new Set(urls)]
}

function walk(dir: string, base = dir): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...walk(path, base))
    else out.push(path.slice(base.length + 1))
  }
  return out
}

/** Locale chunks i18n awaits before the first render, read from src/i18n/index.ts. */
export function startupLocales(i18nSource: string, language = 'fr'): string[] {
  const ns = /NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(i18nSource)?.[1]
  const namespaces = ns ? [...ns.matchAll(/'([^']+)'/g)].map((m) => m[1]!) : ['common']
  const fallback = /fallbackLng:\s*'([a-z]+)'/.exec(i18nSource)?.[1]
  const languages = [...new Set([language, ...(fallback ? [fallback] : [])])]
  return languages.flatMap((lng) => namespaces.map((n) => `src/i18n/locales/${lng}/${n}.json`))
}

export const DEFAULT_OPTIONS = (root = '.'): BytesOptions => ({
  loginPage: 'src/features/auth/pages/login-page.tsx',
  mocks: 'src/mocks/browser.ts',
  locales: startupLocales(readFileSync(join(root, 'src/i18n/index.ts'), 'utf8')),
})

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite/manifest.json')
  if (!existsSync(path))
    throw new Error(`bench/bytes: ${path} is missing (vite.config.ts must set build.manifest: true; run the build first)`)
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest
}

export function measureDist(dist = 'dist', options: BytesOptions = DEFAULT_OPTIONS()): BytesReport {
  const manifest = readManifest(dist)
  const html = htmlAssets(readFileSync(join(dist, 'index.html'), 'utf8'))
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'))
  if (!entry) throw new Error('bench/bytes: no index.html entry in the manifest')

  // Before paint: what index.html loads (cross-checked with the manifest's static closure).
  const entryFiles = filesOf(manifest, staticClosure(manifest, [entry]))
  const missing = entryFiles.js.filter((f) => !html.js.includes(f))
  if (missing.length) throw new Error(`bench/bytes: index.html does not preload ${missing.join(', ')}`)
  const localeKeys = options.locales.map((l) => keyOf(manifest, l)).filter((k): k is string => k !== undefined)
  const locales = filesOf(manifest, staticClosure(manifest, localeKeys))
  const beforePaint = { js: html.js, css: [...html.css, ...entryFiles.css] }

  const need = (src: string) => {
    const key = keyOf(manifest, src)
    if (!key) throw new Error(`bench/bytes: ${src} is not a chunk of its own in the build`)
    return key
  }
  const later = filesOf(manifest, staticClosure(manifest, [need(options.loginPage), need(options.mocks)]))
  const firstVisit = { js: [...beforePaint.js, ...locales.js, ...later.js], css: [...beforePaint.css, ...later.css] }

  // Seed data: what the mock layer imports dynamically to fill the database on the first start
  // (seed/*.json, in one chunk: src/mocks/seed-files.ts, and the locale files the app-search index is built from).
  // (Chunks the entry already holds are skipped: their dynamic imports are the app's, not the mocks'.)
  const SEED_FILES = 'src/mocks/seed-files.ts'
  const entryKeys = staticClosure(manifest, [entry])
  const mockKeys = [...staticClosure(manifest, [need(options.mocks)])].filter((k) => !entryKeys.has(k))
  const seedKeys = mockKeys.flatMap((k) =>
    (manifest[k]!.dynamicImports ?? []).filter((d) => d.startsWith('seed/') || d === SEED_FILES || d.includes('/locales/')),
  )
  const seedAll = filesOf(manifest, staticClosure(manifest, seedKeys))
  const seedData = { js: seedAll.js.filter((f) => !firstVisit.js.includes(f)), css: [] }

  const all = walk(dist)
  const js = all.filter((f) => f.startsWith('assets/') && f.endsWith('.js'))
  let largest = { file: '', gzip: 0 }
  for (const f of js) {
    const g = gzipSize(dist, f)
    if (g > largest.gzip) largest = { file: f, gzip: g }
  }
  const precached = precacheEntries(readFileSync(join(dist, 'sw.js'), 'utf8')).filter((u) => existsSync(join(dist, u)))

  return {
    login: {
      beforePaint: measure(dist, beforePaint),
      startupLocales: measure(dist, { js: locales.js.filter((f) => !beforePaint.js.includes(f)), css: [] }),
      firstVisit: measure(dist, firstVisit),
      seedData: measure(dist, seedData),
    },
    largestChunk: largest,
    allJs: { files: js.length, gzip: js.reduce((n, f) => n + gzipSize(dist, f), 0) },
    precache: {
      entries: precached.length,
      bytes: precached.reduce((n, f) => n + statSync(join(dist, f)).size, 0),
      gzip: precached.reduce((n, f) => n + gzipSize(dist, f), 0),
    },
  }
}

export interface Budgets {
  bytes: Record<string, number>
  [section: string]: unknown
}

export interface BudgetCheck {
  name: string
  value: number | null
  limit: number
  /** 'max': value must be <= limit; 'min': value must be >= limit */
  kind: 'max' | 'min'
  ok: boolean
  unit: string
}

/** kB as Vite prints them (1000 bytes), one decimal. */
export const kB = (n: number) => Math.round(n / 100) / 10

/** The byte budgets (kB gzip) of bench/budgets.json checked against a report. */
export function checkBytes(report: BytesReport, budgets: Budgets['bytes']): BudgetCheck[] {
  const values: Record<string, number> = {
    loginBeforePaintJs: report.login.beforePaint.js,
    loginStartupLocalesJs: report.login.startupLocales.js,
    loginFirstVisitJs: report.login.firstVisit.js,
    loginFirstVisitCss: report.login.firstVisit.css,
    loginSeedDataJs: report.login.seedData.js,
    largestChunkJs: report.largestChunk.gzip,
    precacheGzip: report.precache.gzip,
  }
  return Object.entries(budgets)
    .filter(([name]) => !name.startsWith('_'))
    .map(([name, limit]) => {
      const value = values[name]
      if (value === undefined) throw new Error(`bench/budgets.json: unknown byte budget "${name}"`)
      return { name, value: kB(value), limit, kind: 'max' as const, ok: kB(value) <= limit, unit: 'kB' }
    })
}
