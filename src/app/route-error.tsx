import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { AppLoader } from './app-loader'

// Loaded only when an error happens, so the first screen does not ship it.
const ErrorScreen = lazy(() => import('@/features/errors/components/error-screen').then((m) => ({ default: m.ErrorScreen })))

const RELOAD_KEY = 'vermilion-chunk-reload'

function isChunkError(error: unknown): boolean {
  const msg = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(msg)
}

/**
 * Any crash in a route shows the server error page (never a blank screen). A failed lazy
 * module reloads the page once first (a new deployment may have replaced the chunk).
 */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  if (!notFound && isChunkError(error) && !sessionStorage.getItem(RELOAD_KEY)) {
    sessionStorage.setItem(RELOAD_KEY, '1')
    window.location.reload()
    return null
  }
  if (import.meta.env.DEV) console.error(error)
  return (
    <Suspense fallback={<AppLoader />}>
      <ErrorScreen kind={notFound ? 'notFound' : 'serverError'} detail={!notFound && error instanceof Error ? error.message : undefined} />
    </Suspense>
  )
}

/** vite:preloadError: reload once, then let the error page show (main.tsx installs it). */
export function installPreloadRecovery() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!sessionStorage.getItem(RELOAD_KEY)) {
      sessionStorage.setItem(RELOAD_KEY, '1')
      event.preventDefault()
      window.location.reload()
    }
  })
  // A page that loaded fine clears the flag, so a later failure may reload again.
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(RELOAD_KEY), 10_000))
}
