import { lazy, Suspense } from 'react'

/**
 * One registry page for the misc pages (one lazy import in the registry, which ships with the
 * first screen); each page stays in its own chunk (the icons page with the whole icon set).
 */
const PAGES = {
  comingSoon: lazy(() => import('./coming-soon-page')),
  underMaintenance: lazy(() => import('./under-maintenance-page')),
  typography: lazy(() => import('./typography-page')),
  icons: lazy(() => import('./icons-page')),
}

export default function MiscPage({ kind }: { kind: keyof typeof PAGES }) {
  const Page = PAGES[kind]
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}
