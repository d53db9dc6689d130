/**
 * Component tests: render with the app's providers (i18n with the real locale files, router,
 * preferences, toasts). Use in a test file that starts with `// @vitest-environment jsdom`.
 *
 * ```tsx
 * const { user, location } = renderWithProviders(<UsersPage />, { route: '/apps/user/list?page=2' })
 * await user.click(screen.getByRole('button', { name: 'Next page' }))
 * expect(location().search).toBe('?page=3')
 * ```
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { cleanup, render, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n, { type Resource } from 'i18next'
import { useLayoutEffect } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom'
import { afterEach } from 'vitest'
import { writePreference, type Language } from '@/lib/preferences'
import { PreferencesProvider } from '@/lib/preferences-context'
import { MutationFeedback } from '@/ui/mutation-feedback'
import { ToastProvider } from '@/ui/toast'

// jsdom lacks ResizeObserver, which Headless UI's anchored panels (menus, combobox options) use.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub
  ;(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub
}

// Testing Library's auto-cleanup needs vitest globals; register it here instead.
afterEach(() => cleanup())

/* Every namespace of every language, bundled statically (no lazy backend in tests). */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/*.json', { eager: true })
export const testResources: Resource = {}
for (const [path, mod] of Object.entries(files)) {
  const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
  if (!m) continue
  const [, lng, ns] = m as unknown as [string, string, string]
  ;(testResources[lng] ??= {})[ns] = mod.default
}

/** Initialises the global i18next (the one `lib/format` reads) with all locales, synchronously. */
export function setupTestI18n(language: Language = 'en') {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: testResources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['fr', 'en', 'ar'],
      ns: Object.keys(testResources.fr ?? { common: {} }),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    })
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language)
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr'
  }
  return i18n
}

export interface RenderOptions {
  /** Initial URL, e.g. '/tinder/accounts?status=active'. */
  route?: string
  /** Route pattern to render `ui` under, when it reads `useParams` (e.g. '/apps/user/view/:id'). */
  path?: string
  language?: Language
  /** Wraps in a QueryClientProvider (give a fresh client per test, `retry: false`). */
  queryClient?: QueryClient
}

export type RenderWithProvidersResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>
  /** The router's current location (pathname, search …) after the interactions so far. */
  location: () => Location
}

export function renderWithProviders(
  ui: React.ReactElement,
  { route = '/', path, language = 'en', queryClient }: RenderOptions = {},
): RenderWithProvidersResult {
  setupTestI18n(language)
  // PreferencesProvider reads the language cookie and would switch i18next to it.
  writePreference('language', language)
  const current: { location: Location | null } = { location: null }
  function Probe() {
    const location = useLocation()
    // After commit: a navigation inside a transition may render without committing yet.
    useLayoutEffect(() => {
      current.location = location
    }, [location])
    return null
  }
  const content = (
    <MemoryRouter initialEntries={[route]}>
      <Probe />
      {path ? (
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      ) : (
        ui
      )}
    </MemoryRouter>
  )
  const tree = (
    <I18nextProvider i18n={i18n}>
      <PreferencesProvider>
        <ToastProvider>
          {queryClient ? (
            <QueryClientProvider client={queryClient}>
              <MutationFeedback />
              {content}
            </QueryClientProvider>
          ) : (
            content
          )}
        </ToastProvider>
      </PreferencesProvider>
    </I18nextProvider>
  )
  const user = userEvent.setup()
  const result = render(tree)
  return {
    ...result,
    user,
    location: () => {
      if (!current.location) throw new Error('router not rendered')
      return current.location
    },
  }
}
