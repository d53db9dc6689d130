import { http, HttpResponse, type RequestHandler } from 'msw'
import { areaOf, lazyAreas } from './handler-areas'
import { areas, signInArea } from './handlers'
import { isQuotaExceeded, storageFull } from './lib/storage-full'

/**
 * A first handler that holds every API request until `seeding` settles, then lets the real
 * handlers answer (it returns nothing: MSW goes on to the next handler). On a first start the
 * seed fills the database table by table while MSW is already up: a request that does not go
 * through the app's client (which waits for the whole mock layer) would otherwise read a
 * half-seeded database, and a write could be overwritten by the seeding of its table. `early`:
 * requests it matches wait only for its promise (signInGate: the auth area, once its tables are in).
 */
export function holdUntil(
  seeding: Promise<unknown>,
  early?: { matches: (url: string) => boolean; seeding: Promise<unknown> },
): RequestHandler {
  return http.all(/\/api\//, async ({ request }) => {
    try {
      await (early?.matches(request.url) ? early.seeding : seeding)
    } catch (error) {
      if (isQuotaExceeded(error)) return storageFull()
      return HttpResponse.json({ message: 'The offline database could not start' }, { status: 503 })
    }
    return undefined
  })
}

/**
 * The browser's gate (browser.ts): the sign-in's area of the handler table (handlers/index.ts
 * `signInArea`) waits only for `signInSeeding` (the tables it reads, seed.ts SIGN_IN_TABLES),
 * every other request for the whole `seeding`.
 */
export const signInGate = (seeding: Promise<unknown>, signInSeeding: Promise<unknown>): RequestHandler =>
  holdUntil(seeding, { matches: (url) => areaOf(areas, url) === signInArea, seeding: signInSeeding })

/**
 * The service worker's list: the seeding gate, then the whole mock API (the table of
 * handlers/index.ts, each area's handlers imported on its first request; each answers 507 when
 * storage is full: lib/http.ts).
 */
export const gatedHandlers = (seeding: Promise<unknown>): RequestHandler[] => [holdUntil(seeding), lazyAreas(areas)]
