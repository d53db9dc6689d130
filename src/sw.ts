/// <reference lib="webworker" />
/**
 * The app's one service worker (STACK.md): Workbox precaching and navigations FIRST, then MSW's
 * interception imported into the same worker, so the installed app and its mock API work offline.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/mockServiceWorker\.js/, /^\/sw\.js/],
  }),
)

// MSW's worker unregisters itself when the last client closes; the installed app needs it kept.
self.registration.unregister = () => Promise.resolve(false)

// The page asks for the version it runs against and can tell the worker to take over.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | undefined
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (data?.type === 'GET_BUILD_ID') event.ports[0]?.postMessage(__BUILD_ID__)
})

importScripts('/mockServiceWorker.js')
