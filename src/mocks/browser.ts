import Dexie from 'dexie'
import { setupWorker } from 'msw/browser'
import { ensureSeeded } from './seed'
import { handlers } from './handlers'

export const worker = setupWorker(...handlers)

/**
 * Starts the mock layer: the database (seeded on first start), then MSW on the app's one
 * service worker (`/sw.js` in production, where Workbox shares it; the plain MSW worker in dev).
 */
export async function startMocks(): Promise<void> {
  await ensureSeeded()
  await worker.start({
    serviceWorker: { url: import.meta.env.PROD ? '/sw.js' : '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const url = 'request' in frame ? new URL((frame as { request: Request }).request.url) : undefined
      if (url && url.origin === location.origin && !url.pathname.startsWith('/api/')) return
      defaults.warn()
    },
  })
}

/** Calls back whenever any table changes, in this tab or another (Dexie's cross-tab events). */
export function onDataChanged(callback: () => void): () => void {
  const listener = () => callback()
  Dexie.on('storagemutated', listener)
  return () => Dexie.on('storagemutated').unsubscribe(listener)
}
