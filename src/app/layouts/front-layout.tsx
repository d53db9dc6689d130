import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { PageSkeleton } from './page-skeleton'

/**
 * The public front pages' layout (landing, pricing, help centre…): a skip link and the page in
 * `<main>`. The front navbar and footer come with the front-pages issue.
 */
export function FrontLayout() {
  const { t } = useTranslation()
  return (
    <div className="min-h-dvh bg-bg" data-layout="front">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow-pop"
      >
        {t('nav.skipToContent')}
      </a>
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
