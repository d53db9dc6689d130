import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import '@/styles/index.css'
import { setApiReady } from '@/api/ready'
import { initI18n } from '@/i18n'
import { readPreferences } from '@/lib/preferences'
import { Providers, queryClient } from '@/app/providers'
import { createAppRouter } from '@/app/router'
import { installPreloadRecovery } from '@/app/route-error'
import { showStartupError } from '@/app/startup-error'
import { listenForInstallPrompt } from '@/app/pwa/install-prompt'
import { PwaBridge } from '@/app/pwa/pwa-bridge'
import { initPwa, registerServiceWorker } from '@/app/pwa/register-sw'

installPreloadRecovery()
// Before anything async: update hand-shake from a new worker, its controllerchange, install prompt.
initPwa()
listenForInstallPrompt()

/**
 * The mock layer (MSW + Dexie) starts in parallel with the shell: the first paint does not wait
 * for it, only API calls do (api/ready.ts).
 */
const mocks = import('@/mocks/browser').then(async (m) => {
  await m.startMocks()
  m.onDataChanged(() => void queryClient.invalidateQueries())
  ;(window as unknown as { __vermilionMocksReady?: boolean }).__vermilionMocksReady = true
  // MSW registered /sw.js; workbox-window attaches to that one registration and watches updates.
  void registerServiceWorker()
})
setApiReady(mocks)
mocks.catch(showStartupError)

initI18n(readPreferences().language).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <PwaBridge />
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  )
}, showStartupError)
