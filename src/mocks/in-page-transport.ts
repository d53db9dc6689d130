import { getResponse, HttpHandler, isPassthroughResponse, matchRequestUrl, type RequestHandler } from 'msw'

export interface InPageTransportOptions {
  /**
   * The handlers that may answer a request, asked at each request (browser.ts: the seed gate, then
   * the handlers of the request's area, loaded on its first request; keep the same array while it
   * does not change: candidates are cached per array).
   */
  handlers: (request: Request) => readonly RequestHandler[] | Promise<readonly RequestHandler[]>
  /** After a mocked write (any method but GET/HEAD): the other tabs are told (browser.ts). */
  onWrite?: (request: Request) => void
  /** Where unmocked requests go (default `fetch`: the service worker, then the network). */
  network?: (url: string, init: RequestInit) => Promise<Response>
  /** Base of relative URLs (default the page's location). */
  base?: () => string
}

/** Routes (method + URL without its query) whose candidate handlers are remembered, per handler list. */
const MAX_ROUTES = 300
const routeCache = new WeakMap<readonly RequestHandler[], Map<string, RequestHandler[]>>()

/**
 * The handlers that can answer this request, in their order: `getResponse` runs every handler in
 * turn (each parses the URL and the cookies and matches its path, ~200 of them), so the ones
 * whose method or path cannot match are left out beforehand, once per route. Handlers with a
 * custom predicate (and any other kind) are always kept: the answer is the same as with the
 * whole list.
 */
export function candidates(list: readonly RequestHandler[], request: Request): RequestHandler[] {
  let routes = routeCache.get(list)
  if (!routes) routeCache.set(list, (routes = new Map()))
  const url = new URL(request.url)
  const key = `${request.method} ${url.origin}${url.pathname}`
  let found = routes.get(key)
  if (!found) {
    found = list.filter((h) => {
      if (!(h instanceof HttpHandler) || typeof h.info.path === 'function') return true
      const { method, path } = h.info
      const methodMatches = method instanceof RegExp ? method.test(request.method) : method.toUpperCase() === request.method.toUpperCase()
      return methodMatches && matchRequestUrl(url, path).matches
    })
    if (routes.size >= MAX_ROUTES) routes.delete(routes.keys().next().value!)
    routes.set(key, found)
  }
  return found
}

const unhandledWarning = (method: string, url: string) =>
  `[MSW] Warning: intercepted a request without a matching request handler:\n\n  • ${method} ${url}\n\nIf you still wish to intercept this unhandled request, please create a request handler for it.`

/**
 * The API client's requests answered in the page by the MSW handlers (msw's `getResponse`): the
 * same `Request` and `Response` as through the service worker, without its two message hops
 * (page -> worker -> page's MSW client -> worker -> page) that wait behind rendering in both
 * threads. The handlers stay the one definition of the API; the worker keeps answering what only
 * it can (image URLs of stored photos, requests not made through the client, other tabs).
 * An unmocked request (no handler answers, or one answers `passthrough()`) goes to the network,
 * with MSW's warning when no handler matched.
 */
export function inPageTransport(options: InPageTransportOptions) {
  const network = options.network ?? ((url: string, init: RequestInit) => fetch(url, init))
  const base = options.base ?? (() => location.href)
  return async (url: string, init: RequestInit): Promise<Response> => {
    // Without credentials: the client authenticates with its bearer token and no handler reads its
    // cookies, while msw reads document.cookie (a call into the browser) for each handler it
    // parses when a same-origin request carries them (the seed gate and the route's handler: two
    // reads per call, ~0.8 ms each at 4x CPU). `network` still gets the client's own `init`.
    const request = new Request(new URL(url, base()), { ...init, credentials: 'omit' })
    const response = await getResponse(candidates(await options.handlers(request), request), request)
    init.signal?.throwIfAborted()
    if (!response || isPassthroughResponse(response)) {
      if (!response) console.warn(unhandledWarning(request.method, request.url))
      return network(url, init)
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') options.onWrite?.(request)
    return response
  }
}
