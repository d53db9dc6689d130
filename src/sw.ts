/// <reference lib="webworker" />
/**
 * The app's one service worker (STACK.md): Workbox precaching and navigations FIRST, then MSW's
 * interception imported into the same worker, so the installed app and its mock API work offline.
 *
 * Fetch order: our listener (registered before MSW's) answers every non-API request from the
 * precache (or lets it go to the network) and stops there, so MSW never sees assets or
 * navigations. API requests go on to MSW's listener, but only from a page whose mock client is
 * bound to THIS worker; any other (a page still bound to the previous worker during an update)
 * gets a 503 marked `X-Vermilion-Mock-Unavailable`, which the API client waits on and retries:
 * an API call is never answered by the network.
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, Router } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] }

// Globals of public/mockServiceWorker.js (a classic script imported below, same global scope).
// msw is pinned; if a future version renames them, the guard steps aside (typeof checks).
declare const activeClientIds: Set<string>
declare const hasRestoredActiveClientIds: boolean
declare const activeClientIdsRestorePromise: Promise<void>
declare function handleRequest(event: FetchEvent): Promise<Response>
declare function storeActiveClientIds(): Promise<void>

const MOCK_UNAVAILABLE_HEADER = 'X-Vermilion-Mock-Unavailable'
const PREPARE_TIMEOUT_MS = 5000

// --- Workbox: precache the whole build (shell, every lazy chunk, fonts, locales, images) -------
const precache = new PrecacheController()
precache.addToCacheList(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const router = new Router()
router.registerRoute(new PrecacheRoute(precache))
router.registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/mockServiceWorker\.js/, /^\/sw\.js/],
  }),
)

const mswKnown = () => typeof activeClientIds !== 'undefined' && typeof handleRequest === 'function'

function mockUnavailable(): Response {
  return new Response(JSON.stringify({ message: 'The offline API is switching to a new version; retry shortly' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', [MOCK_UNAVAILABLE_HEADER]: '1' },
  })
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin === self.location.origin && url.pathname.startsWith('/api/')) {
    if (!mswKnown()) return // unknown msw version: leave the request to it
    if (!hasRestoredActiveClientIds) {
      // The worker was just woken up: wait for MSW's client list before deciding (as MSW does).
      event.respondWith(activeClientIdsRestorePromise.then(() => (activeClientIds.has(event.clientId) ? handleRequest(event) : mockUnavailable())))
      event.stopImmediatePropagation()
    } else if (!activeClientIds.has(event.clientId)) {
      event.respondWith(mockUnavailable())
      event.stopImmediatePropagation()
    }
    return // a bound page: MSW's own listener (next) answers it
  }
  const response = router.handleRequest({ request: event.request, event })
  if (response) event.respondWith(response)
  // MSW's handlers only match /api/: keep it (and the round trip to the page) out of the rest.
  event.stopImmediatePropagation()
})

// --- Updates --------------------------------------------------------------------------------

/**
 * A new version installed while pages run the old one: ask each page to save what the user is
 * typing (through the API, which the old worker still serves) before this worker takes over.
 */
function askToPrepare(client: Client): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(resolve, PREPARE_TIMEOUT_MS)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve()
    }
    client.postMessage({ type: 'VERMILION_PREPARE_UPDATE', buildId: __BUILD_ID__ }, [channel.port2])
  })
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await precache.install(event)
      // An update (pages run the previous version): once everything is cached, just before this
      // worker takes over (MSW's skipWaiting), ask the pages to save what is being typed.
      if (!self.registration.active) return
      const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      await Promise.all(clients.map(askToPrepare))
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await precache.activate(event) // drops what the previous version cached and this one does not use
      // Pages open now had their mock client bound to the previous worker: none is bound to this
      // one until it says MOCK_ACTIVATE again (after its reload). Their API calls get the 503.
      if (!mswKnown()) return
      await activeClientIdsRestorePromise
      activeClientIds.clear()
      await storeActiveClientIds()
    })(),
  )
})

// The page asks for the version it runs against and can tell the worker to take over.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | undefined
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (data?.type === 'GET_BUILD_ID') event.ports[0]?.postMessage(__BUILD_ID__)
})

// MSW's worker unregisters itself when the last client closes; the installed app needs it kept.
self.registration.unregister = () => Promise.resolve(false)

importScripts('/mockServiceWorker.js')
