import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useCurrentRoute } from './use-current-route'
import { AppLoader } from './app-loader'

/** The document title of a screen: "<title> | Vermilion". */
export const documentTitle = (title?: string) => (title ? `${title} | Vermilion` : 'Vermilion')

/** Document title of the deepest matched route. */
function useDocumentTitle() {
  const { t, i18n } = useTranslation()
  const key = useCurrentRoute()?.title
  useEffect(() => {
    document.title = documentTitle(key ? t(key) : undefined)
  }, [key, t, i18n.language])
}

/** Until the first screen's scroll effect has run (see useRouteScroll). */
let firstScreen = true

/**
 * SPEC section 2: smooth scroll to a hash target with offset 60, otherwise to the top. Not on the
 * first screen without a hash: a document that has just loaded is at its top, and the call would
 * lay the whole first screen out inside the commit's task (~170 ms at 4x CPU, issue #24).
 */
function useRouteScroll() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (hash) {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)))
      if (el) {
        window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 60, behavior: 'smooth' })
        return
      }
    }
    if (!firstScreen) window.scrollTo({ top: 0 })
    firstScreen = false
  }, [pathname, hash])
}

function TopProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div className="fixed inset-x-0 top-0 z-[90] h-0.5 animate-pulse bg-primary" role="progressbar" aria-label="Loading" />
}

export function RootShell() {
  useDocumentTitle()
  useRouteScroll()
  return (
    <>
      <TopProgress />
      <Suspense fallback={<AppLoader />}>
        <Outlet />
      </Suspense>
    </>
  )
}
