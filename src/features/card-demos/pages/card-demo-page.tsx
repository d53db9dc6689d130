import { lazy, Suspense } from 'react'
import type { PageModuleExtras } from '@/api/resources'

/** The locale file the demos read, loaded with the page's code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['pages']

/**
 * One registry page for the five card demos (one lazy import in the registry, which ships with
 * the first screen); each demo stays in its own chunk.
 */
const PAGES = {
  basic: lazy(() => import('./card-basic-page')),
  advance: lazy(() => import('./card-advance-page')),
  statistics: lazy(() => import('./card-statistics-page')),
  widgets: lazy(() => import('./card-widgets-page')),
  actions: lazy(() => import('./card-actions-page')),
}

export default function CardDemoPage({ kind }: { kind: keyof typeof PAGES }) {
  const Page = PAGES[kind]
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}
