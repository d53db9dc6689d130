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
import { installPreloadRecovery } from '@/app/route-error'
import { showStartupError } from '@/app/startup-error'
import { listenForInstallPrompt } from '@/app/pwa/install-prompt'
import { PwaBridge } from '@/app/pwa/pwa-bridge'
import { initPwa, registerServiceWorker } from '@/app/pwa/register-sw'
import { afterFirstScreen } from '@/app/start-mocks'

installPreloadRecovery()
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
 */
let started: Promise<void> | undefined
function startMockLayer(): Promise<void> {
  started ??= import('@/mocks/browser').then(async (m) => {
    await m.startMocks()
    m.onDataChanged(() => void queryClient.invalidateQueries())
    ;(window as unknown as { __vermilionMocksReady?: boolean }).__vermilionMocksReady = true
    // MSW registered /sw.js; workbox-window attaches to that one registration and watches updates.
    void registerServiceWorker()
  })
  return started
}
let start!: () => void
const mocks = new Promise<void>((resolve, reject) => (start = () => void startMockLayer().then(resolve, reject)))
setApiReady(mocks)
mocks.catch((error: unknown) => showStartupError(error, 'storage'))

// The router starts at once: the route's chunk loads while i18n fetches the locale.
const router = createAppRouter()
if (session.isLoggedIn()) start()
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

Promise.all([initI18n(readPreferences().language), routeReady]).then(
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
