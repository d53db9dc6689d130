import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { FrontFooter } from './front/front-footer'
import { FrontNavbar } from './front/front-navbar'
import { PageSkeleton } from './page-skeleton'

/**
 * The public front pages' layout (landing, pricing, payment, checkout, help centre): a skip
 * link, the front navbar, the page in `<main>`, the footer (DECISIONS section 9).
 */
export function FrontLayout() {
  const { t } = useTranslation()
  // The pages' namespaces load with the layout, in parallel, not one after the other as components mount.
  useTranslation(['front', 'forms'])
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-text" data-layout="front">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow-pop"
      >
        {t('nav.skipToContent')}
      </a>
      <FrontNavbar />
      {/* At least a viewport tall: the footer starts below the fold, so content that loads in never shifts it in view (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <FrontFooter />
    </div>
  )
}
