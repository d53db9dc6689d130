import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { ask, isWrite, notifyOtherTabs } from './worker-client'
import { fromWireError, fromWireResponse, unhandledWarning } from './worker-protocol'

/**
 * MSW on the app's one service worker (`/sw.js` in production, where Workbox shares it; the plain
 * MSW worker in dev): what reaches it under /api/ (images of stored photos, direct fetch calls,
 * not the app's client, which asks the mock worker itself: worker-client.ts) is answered by the
 * mock worker too, with the page's cookies such a request would carry.
 */
export const worker = setupWorker(
  http.all(/\/api\//, async ({ request }) => {
    const sameOrigin = new URL(request.url).origin === location.origin && request.credentials !== 'omit'
    const reply = await ask(request, sameOrigin ? document.cookie : undefined)
    if (reply.kind === 'response') return fromWireResponse(reply.response)
    if (reply.kind === 'error') throw fromWireError(reply.error)
    if (reply.kind === 'unhandled') console.warn(unhandledWarning(request.method, request.url))
    return passthrough()
  }),
)

worker.events.on('response:mocked', ({ request }) => {
  if (isWrite(request)) notifyOtherTabs(request)
})

/** Starts MSW on the service worker (on a first visit it installs in the background). */
export async function startServiceWorkerMocks(): Promise<void> {
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
