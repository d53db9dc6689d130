import { http, HttpResponse, type RequestHandler } from 'msw'
import { lazyAreas } from './handler-areas'
import { areas } from './handlers'
import { isQuotaExceeded, storageFull } from './lib/storage-full'

/**
 * A first handler that holds every API request until `seeding` settles, then lets the real
 * handlers answer (it returns nothing: MSW goes on to the next handler). On a first start the
 * seed fills the database table by table while MSW is already up: a request that does not go
 * through the app's client (which waits for the whole mock layer) would otherwise read a
 * half-seeded database, and a write could be overwritten by the seeding of its table. `early`:
 * requests whose path matches wait only for its promise (the auth area, once its tables are in).
 */
export function holdUntil(seeding: Promise<unknown>, early?: { path: RegExp; seeding: Promise<unknown> }): RequestHandler {
  return http.all(/\/api\//, async ({ request }) => {
    try {
      // The sign-in's requests wait only for the tables they read (seed.ts SIGN_IN_TABLES).
      await (early && early.path.test(new URL(request.url).pathname) ? early.seeding : seeding)
    } catch (error) {
      if (isQuotaExceeded(error)) return storageFull()
      return HttpResponse.json({ message: 'The offline database could not start' }, { status: 503 })
    }
    return undefined
  })
}

/**
 * The service worker's list: the seeding gate, then the whole mock API (the table of
 * handlers/index.ts, each area's handlers imported on its first request; each answers 507 when
 * storage is full: lib/http.ts).
 */
export const gatedHandlers = (seeding: Promise<unknown>): RequestHandler[] => [holdUntil(seeding), lazyAreas(areas)]
