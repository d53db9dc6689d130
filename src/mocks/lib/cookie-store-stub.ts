/**
 * A tiny stand-in for `tough-cookie` in the browser bundle (vite.config.ts aliases the package
 * here; under Node, msw has no cookie store and the real package is never used). msw keeps the
 * cookies that MOCKED responses set (`Set-Cookie`, which a service worker cannot set) in a
 * tough-cookie jar persisted to localStorage and adds them to the handlers' `cookies`. No handler
 * of ours sets a cookie: the app's own cookies (document.cookie, e.g. the accessToken an <img> of
 * a stored photo sends) still reach the handlers, so the jar is always empty and the real
 * package (~11 kB gzip of the mock layer's first chunk) is dead weight. msw uses exactly:
 * `new MemoryCookieStore()` (+ its `idx`), `new CookieJar(store)`, `jar.getCookiesSync(url)`,
 * `jar.setCookie(cookie, url)` and `Cookie.fromJSON(raw)` (cookie-store-stub.test.ts checks the
 * installed msw still does). A mocked `Set-Cookie` is reported instead of stored.
 */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {}
}

export class Cookie {
  /** Cookies msw saved before (localStorage `__msw-cookie-store__`) are not restored. */
  static fromJSON(): null {
    return null
  }
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}

  getCookiesSync(): { key: string; value: string }[] {
    return []
  }

  async setCookie(cookie: string, url: string): Promise<void> {
    console.warn(
      `Vermilion: a mocked response set a cookie (${cookie.split(';')[0]}) for ${url}; msw's cookie store is off (src/mocks/lib/cookie-store-stub.ts)`,
    )
  }
}
