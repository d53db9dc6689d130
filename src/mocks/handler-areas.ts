import { getResponse, HttpHandler, type RequestHandler } from 'msw'
import { candidates } from './in-page-transport'

/**
 * One area of the mock API (a line of the table in handlers/index.ts): the paths it answers and
 * its handler module, imported on the first request to one of them. The mock layer's first chunk
 * then holds no handler (nor the contracts, zod schemas and libraries they import): a screen
 * loads the handlers of the areas it calls, in parallel with the seed.
 */
export interface HandlerArea {
  /** Paths under `/api` (`/apps/users`): a request belongs to the area with the longest one that starts its path (whole segments). */
  paths: readonly string[]
  /** Its handlers, in the order they are asked (a dynamic `import()`: a chunk of its own). */
  load: () => Promise<readonly RequestHandler[]>
}

/** An area of the table: `area('/apps/users', () => import('./users').then((m) => m.userHandlers))`. */
export const area = (paths: string | readonly string[], load: HandlerArea['load']): HandlerArea => ({
  paths: typeof paths === 'string' ? [paths] : paths,
  load,
})

const API = '/api/'
const prefixTables = new WeakMap<readonly HandlerArea[], [string, HandlerArea][]>()

/**
 * The area a request URL belongs to (undefined: not an API path, or no area claims it). Handler
 * paths are written `*\/api/...` (any origin, anything before `/api/`); msw matches paths without
 * regard to case, and so does this.
 */
export function areaOf(areas: readonly HandlerArea[], url: string): HandlerArea | undefined {
  let prefixes = prefixTables.get(areas)
  if (!prefixes) {
    prefixes = areas.flatMap((a) => a.paths.map((p) => [p.toLowerCase().replace(/\/+$/, ''), a] as [string, HandlerArea]))
    prefixes.sort((x, y) => y[0].length - x[0].length)
    prefixTables.set(areas, prefixes)
  }
  const pathname = new URL(url, 'http://localhost').pathname.toLowerCase()
  const at = pathname.indexOf(API)
  if (at < 0) return undefined
  const rest = pathname.slice(at + API.length - 1)
  return prefixes.find(([p]) => rest === p || rest.startsWith(`${p}/`))?.[1]
}

const loaded = new WeakMap<HandlerArea, Promise<readonly RequestHandler[]>>()

/** An area's handlers, imported once (a failed import is tried again on the next request). */
export function loadArea(a: HandlerArea): Promise<readonly RequestHandler[]> {
  let list = loaded.get(a)
  if (!list) {
    list = a.load()
    loaded.set(a, list)
    list.catch(() => loaded.delete(a))
  }
  return list
}

const NONE: readonly RequestHandler[] = []

/**
 * The handlers that may answer a request: its area's (loaded on its first request), after
 * `first` (the seed gate). Each area's list is built once, so callers can cache per list.
 */
export function handlersByArea(areas: readonly HandlerArea[], first: readonly RequestHandler[] = NONE) {
  const lists = new Map<HandlerArea | undefined, Promise<readonly RequestHandler[]>>()
  return (request: Request): Promise<readonly RequestHandler[]> => {
    const a = areaOf(areas, request.url)
    let list = lists.get(a)
    if (!list) {
      list = a ? loadArea(a).then((handlers) => [...first, ...handlers]) : Promise.resolve(first)
      lists.set(a, list)
      list.catch(() => lists.delete(a))
    }
    return list
  }
}

/**
 * The whole table as ONE msw handler (the service worker's and msw/node's list): it matches a
 * request when a handler of its area does (so an unmocked request is still msw's unhandled one:
 * a warning in the browser, an error in the tests), then answers with that area's handlers.
 */
export function lazyAreas(areas: readonly HandlerArea[]): RequestHandler {
  const handlersFor = handlersByArea(areas)
  const routeOf = async (request: Request) => candidates(await handlersFor(request), request)
  return new HttpHandler(
    /.+/,
    async ({ request }) => (await routeOf(request)).length > 0,
    async ({ request }) => getResponse(await routeOf(request), request),
  )
}

/** Every handler of a table, in its order. */
export async function loadAllHandlers(areas: readonly HandlerArea[]): Promise<RequestHandler[]> {
  return (await Promise.all(areas.map(loadArea))).flat()
}
