import { Suspense, useMemo, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { usePreferences } from '@/lib/preferences-context'
import { OVERLAY_NAV_QUERY, useMedia } from '@/lib/use-media'
import { AfterFirstPaint } from './after-first-paint'
import { Breadcrumbs } from './breadcrumbs'
import { PageSkeleton } from './page-skeleton'
import { Customizer } from './customizer'
import { Footer } from './footer'
import { NavContext } from './nav-context'
import { Navbar } from './navbar'
import { ScrollToTop } from './scroll-to-top'
import { VerticalNav } from './vertical-nav'

/** Default layout: vertical nav (or horizontal nav in the top bar), top bar, content, footer. */
export function DefaultLayout() {
  const { prefs } = usePreferences()
  const overlay = useMedia(OVERLAY_NAV_QUERY)
  const [overlayOpen, setOverlayOpen] = useState(false)
  const [customizerOpen, setCustomizerOpen] = useState(false)
  const vertical = overlay || prefs.navLayout === 'vertical'
  const nav = useMemo(
    () => ({ overlay, overlayOpen: overlay && overlayOpen, setOverlayOpen, customizerOpen, setCustomizerOpen }),
    [overlay, overlayOpen, customizerOpen],
  )
  return (
    <NavContext.Provider value={nav}>
      <div className="min-h-dvh bg-bg" data-layout={vertical ? 'vertical' : 'horizontal'}>
        {vertical && <VerticalNav />}
        <div
          className={cn(
            'flex min-h-dvh flex-col transition-[padding] duration-300',
            vertical && !overlay && (prefs.navCollapsed ? 'ps-[72px]' : 'ps-[260px]'),
          )}
        >
          <div className={cn('mx-auto flex w-full flex-1 flex-col', prefs.contentWidth === 'boxed' && 'max-w-[1440px]')}>
            <Navbar />
            {/* At least a viewport tall: the footer starts below the fold, so content that loads in never shifts it in view (CLS). */}
            <main id="main" className="min-h-dvh flex-1 px-4 py-6 sm:px-6">
              <Breadcrumbs />
              {/* A page loading its code or translations shows a content skeleton, not the full-screen loader. */}
              <AfterFirstPaint>
                <Suspense fallback={<PageSkeleton />}>
                  <Outlet />
                </Suspense>
              </AfterFirstPaint>
            </main>
            <Footer />
          </div>
        </div>
        <ScrollToTop />
        <Customizer />
      </div>
    </NavContext.Provider>
  )
}
