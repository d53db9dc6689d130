import { setupWorker } from 'msw/browser'
import { handlersByArea, lazyAreas } from './handler-areas'
import { areas } from './handlers'
import { db } from './db'
import { inPageTransport } from './in-page-transport'
import { ensureSeeded } from './seed'
import { signInGate } from './seed-gate'

/**
 * With this chunk, before its start (main.tsx yields a task first): the database's opening. On a
 * first visit the entry has created it meanwhile (early-create.ts) and asked for the sign-in's
 * seed with this chunk (sign-in-seeds.ts).
 */
void db.open().catch(() => undefined)

/** Settles with the seeding of this start (startMocks): API requests wait for it (seed-gate.ts). */
let seeded!: (seeding: Promise<void>) => void
const seeding = new Promise<void>((resolve) => (seeded = resolve))
/** Settles once the sign-in's tables are seeded: the auth area's requests wait only for that. */
let signInSeeded!: (seeding: Promise<void>) => void
const signInSeeding = new Promise<void>((resolve) => (signInSeeded = resolve))

/**
 * The seed gate first, then the mock API: the table of handlers/index.ts, whose areas' handlers
 * are imported on their first request (the worker and the in-page transport share the imports).
 */
const gate = signInGate(seeding, signInSeeding)
export const worker = setupWorker(gate, lazyAreas(areas))

/**
 * Cross-tab freshness: after every mocked write (any method but GET/HEAD) this tab tells the
 * others, which refetch. The writing tab's own screens are refreshed by their mutations, so a
 * tab never reacts to its own writes (no refetch loops).
 */
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('vermilion-data')
const notifyOtherTabs = (request: Request) => channel?.postMessage({ method: request.method, url: request.url })

/**
 * The app's client's transport (api/client-transport.ts): its requests are answered in the page
 * by the worker's handlers (the seed gate, then the request's area: its module is imported while
 * the seed runs), with no service worker round trip; its writes tell the other tabs as the
 * worker's do.
 */
const handlersFor = handlersByArea(areas, [gate])
export const transport = inPageTransport({
  handlers: handlersFor,
  onWrite: notifyOtherTabs,
})

export interface MockStart {
  /** The database is seeded. */
  seeded: Promise<void>
  /**
   * The app's client can call (through `transport`): the sign-in's tables are seeded (a first
   * start writes them first); requests to other areas wait in the gate for `seeded`.
   */
  answering: Promise<void>
  /** MSW answers on the service worker too: image URLs of stored photos, direct `fetch` calls. */
  worker: Promise<void>
}

/**
 * Starts the mock layer: the database (seeded on first start) and, in parallel, MSW on the
 * app's one service worker (`/sw.js` in production, where Workbox shares it; the plain MSW
 * worker in dev). The app's client waits only for `answering` (api/ready.ts): its calls do not
 * need the service worker, which on a first visit installs in the background. Any request waits
 * in the seed gate for the tables it may read (seed-gate.ts: the sign-in's, or the whole seed).
 * `warm`: API URLs whose areas' handlers are imported while the seed runs.
 */
export function startMocks(warm: readonly string[] = []): MockStart {
  let signInReady!: () => void
  const signIn = new Promise<void>((resolve) => (signInReady = resolve))
  const seed = ensureSeeded(undefined, signInReady)
  seeded(seed)
  // Also settles (rejects) when the seed fails before the sign-in's tables are in.
  const answering = Promise.race([signIn, seed])
  signInSeeded(answering)
  // The client's first requests wait for the seed: the handlers of the areas they will most
  // likely reach are imported meanwhile (an unknown path imports nothing).
  for (const url of warm) void handlersFor(new Request(new URL(url, location.href))).catch(() => undefined)
  return { seeded: seed, answering, worker: whenClaimed().then(startWorker) }
}

/**
 * MSW reloads a page its worker does not control (its way out of a hard reload, after which the
 * page is controlled). A page loaded while the first worker is still installing (a first visit's
 * second page: a link opened in a new tab, a reload) is not controlled either, and would reload
 * over and over until the install ends: such a page waits until the new worker claims it (MSW's
 * activation does) or the install fails (then MSW registers it again).
 */
async function whenClaimed(): Promise<void> {
  const container = navigator.serviceWorker
  if (!container || container.controller) return
  const registration = await container.getRegistration('/')
  const installing = registration && !registration.active ? (registration.installing ?? registration.waiting) : null
  if (!installing) return
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true })
    installing.addEventListener('statechange', () => installing.state === 'redundant' && resolve())
  })
}

async function startWorker(): Promise<void> {
  await worker.start({
    serviceWorker: { url: import.meta.env.PROD ? '/sw.js' : '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      // Same-origin assets (images, fonts, chunks) pass through quietly; unmocked calls warn.
      const request = frame.protocol === 'http' ? (frame.data as { request?: Request }).request : undefined
      const url = request ? new URL(request.url) : undefined
      if (url && url.origin === location.origin && !url.pathname.startsWith('/api/')) return
      defaults.warn()
    },
  })
}

worker.events.on('response:mocked', ({ request }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') notifyOtherTabs(request)
})

/** Calls back (at most every 150 ms) when another tab wrote through the mock API. */
export function onDataChanged(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const listener = () => {
    clearTimeout(timer)
    timer = setTimeout(callback, 150)
  }
  channel?.addEventListener('message', listener)
  return () => channel?.removeEventListener('message', listener)
}
