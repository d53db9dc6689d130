import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { Cookie, CookieJar, MemoryCookieStore } from './cookie-store-stub'

/** msw's browser cookie store, the one module of msw that imports tough-cookie. */
function mswCookieStore(): string {
  const msw = dirname(createRequire(import.meta.url).resolve('msw/package.json'))
  return readFileSync(join(msw, 'lib/_chunks/cookie-store.js'), 'utf8')
}

describe('the tough-cookie stand-in of the browser build (vite.config.ts alias)', () => {
  it('covers every use msw makes of tough-cookie (fails when an msw upgrade uses more: update the stub)', () => {
    const source = mswCookieStore()
    const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"tough-cookie"/g)].map((m) => m[1]!.split(',').map((s) => s.trim()))
    expect(imports).toEqual([['Cookie', 'CookieJar', 'MemoryCookieStore']])
    const used = (object: string) => [...new Set([...source.matchAll(new RegExp(`${object}\\.(\\w+)`, 'g'))].map((m) => m[1]))].sort()
    expect(used('this\\.#jar')).toEqual(['getCookiesSync', 'setCookie'])
    expect(used('this\\.#memoryStore')).toEqual(['idx'])
    expect(used('\\bCookie')).toEqual(['fromJSON'])
    // And nothing else in msw's browser build imports it.
    const browser = readFileSync(join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib/browser/index.js'), 'utf8')
    expect(browser).not.toContain('tough-cookie')
  })

  it('keeps no cookie: the handlers get the document’s and the request’s cookies only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store = new MemoryCookieStore()
    const jar = new CookieJar(store)
    await jar.setCookie('session=abc; Path=/', 'http://localhost/api/auth/login')
    expect(jar.getCookiesSync()).toEqual([])
    expect(Cookie.fromJSON()).toBeNull()
    expect(store.idx).toEqual({})
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('session=abc'))
    warn.mockRestore()
  })
})
