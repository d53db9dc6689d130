import type { Plugin } from 'vite'

/** The line of msw's core (lib/_chunks/cookie-store.js) that creates its browser cookie store as the module loads. */
export const COOKIE_STORE_LINE = 'const cookieStore = isNodeProcess() ? null : new CookieStore();'

/**
 * For the mock worker's bundle (src/mocks/mock-worker.ts): msw creates its cookie store (mocked
 * `Set-Cookie`s, kept in localStorage) as it loads, and throws where there is no localStorage, as
 * in a worker. No handler of ours sets a cookie, so the worker has none (`null`, as under Node:
 * msw checks for it everywhere). The build fails if an msw upgrade changed the line.
 */
export function mswWithoutCookieStore(): Plugin {
  return {
    name: 'vermilion-msw-without-cookie-store',
    transform(code, id) {
      if (!/[\\/]msw[\\/]lib[\\/]_chunks[\\/]cookie-store\.js$/.test(id)) return undefined
      if (!code.includes(COOKIE_STORE_LINE)) this.error(`msw's cookie store line changed (src/app/msw-worker-plugin.ts): ${id}`)
      return { code: code.replace(COOKIE_STORE_LINE, 'const cookieStore = null;'), map: null }
    },
  }
}

/**
 * For the mock worker's bundle: `module` (an absolute path) is built as `replacement` there (the
 * HTML sanitiser, which needs a DOM, becomes the page's, asked over messages).
 */
export function workerModule(module: string, replacement: string): Plugin {
  return {
    name: 'vermilion-worker-module',
    // Before Vite's own resolver, which would settle the import first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === module ? replacement : undefined
    },
  }
}
