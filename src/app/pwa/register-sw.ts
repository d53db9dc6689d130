import type { Workbox } from 'workbox-window'
import { suspendApi } from '@/api/ready'
import { requestPersistence } from './persistence'

/**
 * The one service worker, /sw.js (src/sw.ts: Workbox + MSW). MSW registers it when the mocks
 * start (worker.start with url /sw.js); workbox-window then attaches to that same registration
 * and checks for updates. An update goes:
 *   1. the new worker installs (precaches the new build), then asks each page to get ready
 *      (VERMILION_PREPARE_UPDATE) just before it takes over:
 *      the page saves its form drafts through the API, still served by the old worker, then
 *      holds further API calls (so the old worker goes idle and can hand over);
 *   2. the new worker takes over (MSW's skipWaiting + clients.claim): `controllerchange`;
 *   3. the page holds every API call (suspendApi) and reloads ONCE, so the mock layer binds to
 *      the new worker; after the reload a toast says "Updated to the new version".
 * A first install caches only the shell; once the page is idle it asks the worker to cache the
 * rest of the build (VERMILION_PRECACHE), so the app then works offline everywhere.
 * workbox-window and the draft flush are loaded when needed, not with the first screen.
 */
const UPDATED_FLAG = 'vermilion-updated'
const UPDATE_CHECK_MS = 60 * 60 * 1000
const PREPARE_TYPE = 'VERMILION_PREPARE_UPDATE'
/** How long API calls are held after the hand-shake if the new worker never takes over. */
const PREPARE_HOLD_MS = 15_000

let started = false
let reloading = false
let wb: Workbox | undefined
let lastCheck = 0

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Runs at start-up, before anything else, so no message from an installing worker is missed. */
export function initPwa(): void {
  if (started || !supported()) return
  started = true
  let hadController = !!navigator.serviceWorker.controller

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string } | null
    if (data?.type !== PREPARE_TYPE) return
    const port = event.ports[0]
    void import('@/lib/form-drafts')
      .then((m) => m.flushDrafts())
      .catch(() => 0)
      .then((saved) => {
        // Drafts are safe: hold further API calls until the reload, so the old worker goes idle
        // and the new one can take over at once. Released if the switch does not come.
        const release = suspendApi()
        window.setTimeout(() => {
          if (!reloading) release()
        }, PREPARE_HOLD_MS)
        port?.postMessage({ saved })
      })
  })

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The very first worker claiming the page is not an update.
    if (!hadController) {
      hadController = true
      return
    }
    if (reloading) return
    reloading = true
    suspendApi()
    try {
      sessionStorage.setItem(UPDATED_FLAG, '1')
    } catch {
      /* storage unavailable: the toast is only a courtesy */
    }
    window.location.reload()
  })
}

/** After the mocks started (their worker.start registered /sw.js): attach and watch for updates. */
export async function registerServiceWorker(): Promise<void> {
  void requestPersistence()
  if (!import.meta.env.PROD || !supported()) return
  initPwa()
  let registration: ServiceWorkerRegistration | undefined
  try {
    const { Workbox } = await import('workbox-window')
    wb = new Workbox('/sw.js', { scope: '/' })
    registration = await wb.register({ immediate: true })
  } catch {
    return // e.g. storage blocked: the app still runs, without offline support
  }
  whenIdle(() => askToPrecache(registration))
  const check = () => {
    if (!wb || !navigator.onLine || Date.now() - lastCheck < 5_000) return
    lastCheck = Date.now()
    wb.update().catch(() => undefined)
  }
  window.setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
  window.addEventListener('online', check)
}

const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 3000 }) : window.setTimeout(callback, 1000)

/** Asks the active worker to cache what its first install left out (a no-op once all is cached). */
function askToPrecache(registration: ServiceWorkerRegistration | undefined): void {
  const worker = registration?.active ?? navigator.serviceWorker.controller
  worker?.postMessage({ type: 'VERMILION_PRECACHE' })
}

/** True once after the reload that an update caused (and clears the mark). */
export function consumeUpdated(): boolean {
  try {
    if (sessionStorage.getItem(UPDATED_FLAG) !== '1') return false
    sessionStorage.removeItem(UPDATED_FLAG)
    return true
  } catch {
    return false
  }
}
