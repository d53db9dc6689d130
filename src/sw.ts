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
 * an API call is never answered by the network. (The app's client answers its own calls in the
 * page, mocks/in-page-transport.ts: what comes here is images of stored photos, direct fetch
 * calls and unmocked requests; an image waits for its page to bind, see whenBound.)
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, Router } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { precachePlan } from './sw-precache'

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
/** How long an image of the API (a stored photo) waits for its page's mock client to bind. */
const BIND_WAIT_MS = 5000

// --- Workbox: precache the whole build (shell, every lazy chunk, fonts, locales, images) -------
// A first install caches only the shell and what signing in needs offline, so the worker
// activates and MSW can answer within a second or two; the rest follows in the background once a
// page asks (./sw-precache.ts). An update (a worker is already active and serving) caches
// everything before it takes over, as before.
const precache = new PrecacheController()
precache.addToCacheList(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const router = new Router()
// Not `/<path>` → `/<path>.html` here: a pre-rendered page's navigation is the NavigationRoute's.
router.registerRoute(new PrecacheRoute(precache, { cleanURLs: false }))
const appShell = precache.createHandlerBoundToURL('/index.html')

/**
 * A navigation: the page's own pre-rendered HTML when the build has one (the front pages,
 * `dist/<path>.html`, issue #21), from the cache, or from the network (then cached) when the
 * background precache has not got to it yet; otherwise, and offline, the app shell (index.html),
 * which renders every screen by itself.
 */
async function navigate(options: RouteHandlerCallbackOptions): Promise<Response> {
  const html = `${options.url.origin}${options.url.pathname}.html`
  const key = precache.getCacheKeyForURL(html)
  if (key) {
    const cache = await caches.open(precache.strategy.cacheName)
    const cached = await cache.match(key)
    if (cached) return cached
    const response = await fetch(html, { cache: 'reload' }).catch(() => undefined)
    if (response?.ok && response.type === 'basic' && !response.redirected) {
      options.event.waitUntil(cache.put(key, response.clone()).catch(() => undefined))
      return response
    }
  }
  return appShell(options)
}
router.registerRoute(
  new NavigationRoute(navigate, {
    denylist: [/^\/api\//, /^\/mockServiceWorker\.js/, /^\/sw\.js/],
  }),
)

const plan = precachePlan(precache)
const { cacheMissing, allUrls, shellUrls, signInUrls, precacheRest, precacheComplete } = plan

/**
 * A hashed asset of the build not cached yet (a first visit, before the background precache got
 * to it): from the network, kept for offline use. Unhashed files (revisioned entries) are not
 * stored this way: the network may already hold another deployment's version.
 */
async function cacheFirst(event: FetchEvent, key: string): Promise<Response> {
  const cache = await caches.open(precache.strategy.cacheName)
  const cached = await cache.match(key)
  if (cached) return cached
  const response = await fetch(event.request)
  if (response.ok && response.type === 'basic' && !response.redirected)
    event.waitUntil(cache.put(key, response.clone()).catch(() => undefined))
  return response
}

/** Resolves true once the client's mock client is bound to this worker (false after BIND_WAIT_MS). */
async function whenBound(clientId: string): Promise<boolean> {
  for (const deadline = Date.now() + BIND_WAIT_MS; Date.now() < deadline;) {
    if (activeClientIds.has(clientId)) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return activeClientIds.has(clientId)
}

const mswKnown = () => typeof activeClientIds !== 'undefined' && typeof handleRequest === 'function'

function mockUnavailable(): Response {
  return new Response(JSON.stringify({ message: 'The offline API is switching to a new version; retry shortly' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', [MOCK_UNAVAILABLE_HEADER]: '1' },
  })
}

self.addEventListener('fetch', (event) => {
  plan.foregroundFetched()
  const url = new URL(event.request.url)
  if (url.origin === self.location.origin && url.pathname.startsWith('/api/')) {
    if (!mswKnown()) return // unknown msw version: leave the request to it
    if (!hasRestoredActiveClientIds) {
      // The worker was just woken up: wait for MSW's client list before deciding (as MSW does).
      event.respondWith(
        activeClientIdsRestorePromise.then(() => (activeClientIds.has(event.clientId) ? handleRequest(event) : mockUnavailable())),
      )
      event.stopImmediatePropagation()
    } else if (!activeClientIds.has(event.clientId)) {
      // The app's own calls are answered in the page (no fetch): a fetch() here gets the 503 and
      // retries. A subresource (an <img> of a stored photo) may come while its page's mock client
      // is still starting (rows render before the worker binds): it waits for the binding.
      event.respondWith(
        event.request.destination === ''
          ? mockUnavailable()
          : whenBound(event.clientId).then((bound) => (bound ? handleRequest(event) : mockUnavailable())),
      )
      event.stopImmediatePropagation()
    }
    return // a bound page: MSW's own listener (next) answers it
  }
  const key =
    event.request.method === 'GET' && event.request.mode !== 'navigate' ? precache.getCacheKeyForURL(event.request.url) : undefined
  const response = key === event.request.url ? cacheFirst(event, key) : router.handleRequest({ request: event.request, event })
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
      // A first install: the shell and what signing in needs (the rest after activation, see precacheRest).
      if (!self.registration.active) {
        const [shell, signIn] = await Promise.all([shellUrls(), signInUrls()])
        await cacheMissing([...new Set([...shell, ...signIn])])
        return
      }
      // An update (pages run the previous version). The active worker stops its background
      // precache now: an event it still extends (VERMILION_PRECACHE) would hold the hand-over
      // until Chromium gives up waiting (minutes). Once everything is cached, just before this
      // worker takes over (MSW's skipWaiting), ask the pages to save what is being typed.
      self.registration.active?.postMessage({ type: 'VERMILION_SUPERSEDED' })
      await cacheMissing(allUrls())
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
  if (data?.type === 'VERMILION_PRECACHE') event.waitUntil(precacheRest().catch(() => undefined))
  if (data?.type === 'VERMILION_SUPERSEDED') plan.supersede()
  if (data?.type === 'GET_PRECACHE_STATE') {
    const port = event.ports[0]
    event.waitUntil(precacheComplete().then((complete) => port?.postMessage({ complete })))
  }
})

// MSW's worker unregisters itself when the last client closes; the installed app needs it kept.
self.registration.unregister = () => Promise.resolve(false)

importScripts('/mockServiceWorker.js')
