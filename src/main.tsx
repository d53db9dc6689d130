import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import '@/styles/index.css'
import { setApiReady } from '@/api/ready'
import { initI18n } from '@/i18n'
import { readPreferences } from '@/lib/preferences'
import { session } from '@/lib/session'
import { Providers, queryClient } from '@/app/providers'
import { createAppRouter } from '@/app/router'
import type { PRERENDERED_QUERIES_ID } from '@/app/prerendered-queries-id'
import { installPreloadRecovery } from '@/app/route-error'
import { showStartupError } from '@/app/startup-error'
import { listenForInstallPrompt } from '@/app/pwa/install-prompt'
import { PwaBridge } from '@/app/pwa/pwa-bridge'
import { initPwa, registerServiceWorker } from '@/app/pwa/register-sw'
import { afterFirstScreen, isFrontPage, whenLeavingFrontPages } from '@/app/start-mocks'
import { sendApiRequest, setApiTransport, setApiWake } from '@/api/client-transport'
import { createDatabaseInWorker } from '@/mocks/early-create'
import { prefetchSignInSeed } from '@/mocks/sign-in-seeds'

installPreloadRecovery()
// A first visit (no service worker yet) creates and seeds the database. To a screen that will use
// the API, the creation, its slowest step, starts now rather than with the mock layer's chunk, and
// in a worker (mocks/early-create.ts).
const firstVisit = !navigator.serviceWorker?.controller
if (firstVisit && !isFrontPage(location.pathname)) createDatabaseInWorker()
// The e2e accessibility sweep reads the registry as data (app/route-catalog.ts).
if (localStorage.getItem('vermilion-route-catalog')) void import('@/app/route-catalog').then((m) => m.exposeRouteCatalog())
// Before anything async: update hand-shake from a new worker, its controllerchange, install prompt.
initPwa()
listenForInstallPrompt()

/**
 * The mock layer (MSW + Dexie) does not hold the first paint: API calls wait for it
 * (api/ready.ts), painting does not. A signed-in visit needs data at once and starts it at once;
 * a visitor's screen (sign-in, register…) makes no API call before the user acts, so the mock
 * layer starts once that screen is on screen, or at the user's first input if that comes sooner.
 * Front pages (static) start it only when they call the API or the app leaves them.
 *
 * The app's client does not wait for the service worker: once the database is seeded its
 * requests are answered in the page (mocks/in-page-transport.ts). The worker starts alongside
 * (on a first visit it installs in the background) for what only it answers (image URLs of
 * stored photos, direct fetch calls); `__vermilionMocksReady` says both halves are up.
 */
type MocksWindow = { __vermilionMocksReady?: boolean; __vermilionSendApi?: typeof sendApiRequest }
let started: Promise<void> | undefined
function startMockLayer(): Promise<void> {
  // A first visit's sign-in seed downloads with the mock layer's chunk (mocks/sign-in-seeds.ts).
  if (!started && firstVisit) prefetchSignInSeed()
  started ??= import('@/mocks/browser').then(async (m) => {
    // The chunk's evaluation (handlers, schemas) was one task: starting it is another (no long task).
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Handlers the first screen's calls will need, imported while the database opens: the session's
    // sign-in, or a signed-in screen's top bar (notifications) and its own list (most screens'
    // API path is their path under /api).
    const warm = session.isLoggedIn() ? ['/api/notifications', `/api${location.pathname}`] : ['/api/auth/login']
    const { seeded, answering, worker } = m.startMocks(warm)
    setApiTransport(m.transport)
    m.onDataChanged(() => void queryClient.invalidateQueries())
    void worker.then(
      () => {
        ;(window as unknown as MocksWindow).__vermilionMocksReady = true
        performance.mark('vermilion-mocks-ready')
        // MSW registered /sw.js; workbox-window attaches to that one registration and watches updates.
        void registerServiceWorker()
      },
      (error: unknown) => console.error('Vermilion: the service worker half of the mock API did not start', error),
    )
    // The client may call once the sign-in's tables are in (on a first start, before the rest of
    // the seed: other areas' requests wait in the seed gate); a later failure of the seed shows
    // the same error screen as an early one.
    await answering
    void seeded.catch((error: unknown) => showStartupError(error, 'storage'))
    performance.mark('vermilion-api-ready')
    // The bench times the API as the app's client sends it (bench/lib.ts timedApi).
    ;(window as unknown as MocksWindow).__vermilionSendApi = sendApiRequest
  })
  return started
}
let start!: () => void
const mocks = new Promise<void>((resolve, reject) => (start = () => void startMockLayer().then(resolve, reject)))
setApiReady(mocks)
setApiWake(() => start())
mocks.catch((error: unknown) => showStartupError(error, 'storage'))

// A front page pre-rendered with its data (the help centre) starts with it: no API call to show it
// (the code that takes it loads only there).
const adopted = document.getElementById('prerendered-queries' satisfies typeof PRERENDERED_QUERIES_ID)
  ? import('@/app/prerendered-queries').then((m) => void m.adoptPrerenderedQueries(queryClient))
  : undefined
// The entry's modules were evaluated in one task; the router (ranking ~150 routes, the first
// match's guard) starts in the next, so that no task of the start-up is long on a tablet.
await new Promise((resolve) => setTimeout(resolve, 0))
// The router starts at once: the route's chunk loads while i18n fetches the locale.
const router = createAppRouter(queryClient)
if (isFrontPage(location.pathname)) whenLeavingFrontPages(router, start)
else if (session.isLoggedIn()) start()
else afterFirstScreen(router, start)

/**
 * React renders once the first route is ready (its chunk loaded, its guard run) and the locale
 * is in: the boot screen of index.html, or the sign-in screen pre-rendered into it
 * (src/app/prerender.tsx), stays until the real screen replaces it, with no loader in between.
 */
const routeReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve()
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return
    unsubscribe()
    resolve()
  })
})

Promise.all([initI18n(readPreferences().language), routeReady, adopted]).then(
  () => {
    const root = createRoot(document.getElementById('root')!)
    // A transition: React renders the first screen in slices and yields between them (no long task).
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers>
            <PwaBridge />
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    )
  },
  (error: unknown) => showStartupError(error, 'load'),
)
