import { setupWorker } from 'msw/browser'
import { ensureSeeded } from './seed'
import { gatedHandlers } from './seed-gate'

/** Settles with the seeding of this start (startMocks): API requests wait for it (seed-gate.ts). */
let seeded!: (seeding: Promise<void>) => void
const seeding = new Promise<void>((resolve) => (seeded = resolve))

export const worker = setupWorker(...gatedHandlers(seeding))

/**
 * Starts the mock layer: the database (seeded on first start) and, in parallel, MSW on the
 * app's one service worker (`/sw.js` in production, where Workbox shares it; the plain MSW
 * worker in dev). Ready when both are: the app's client makes no API call before (api/ready.ts),
 * and a request from elsewhere that MSW sees first waits for the seed (seed-gate.ts).
 */
export async function startMocks(): Promise<void> {
  const seed = ensureSeeded()
  seeded(seed)
  await Promise.all([seed, startWorker()])
}

function startWorker() {
  return worker.start({
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

/**
 * Cross-tab freshness: after every mocked write (any method but GET/HEAD) this tab tells the
 * others, which refetch. The writing tab's own screens are refreshed by their mutations, so a
 * tab never reacts to its own writes (no refetch loops).
 */
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('vermilion-data')
worker.events.on('response:mocked', ({ request }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') channel?.postMessage({ method: request.method, url: request.url })
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
