import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query'
import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import i18n from '@/i18n'
import { MutationFeedback } from '@/ui/mutation-feedback'
import { PreferencesProvider } from '@/lib/preferences-context'
import { session } from '@/lib/session'
import { ToastProvider } from '@/ui/toast'

/**
 * Mutations' success and error toasts are decided in one place, from each mutation's
 * `meta.feedback`, by <MutationFeedback> watching this client's MutationCache.
 * `networkMode: 'always'`: the API is answered in the browser (the mock layer), so queries and
 * mutations run whether or not the device is online — TanStack's default would pause them while
 * offline (signing in offline hung on a paused mutation).
 */
export const queryDefaults = {
  queries: {
    staleTime: 30_000,
    retry: (count: number, error: unknown) => count < 1 && (error as { status?: number }).status === 0,
    refetchOnWindowFocus: false,
    networkMode: 'always',
  },
  mutations: { networkMode: 'always' },
} as const satisfies DefaultOptions
export const queryClient = new QueryClient({ defaultOptions: queryDefaults })

/** Re-reads the session cookies when another tab signs in or out. */
function useCrossTabSession() {
  useEffect(() => {
    // Not when the page is hidden (a reload or a closing tab hides it first): nothing to show then.
    const onFocus = () => {
      if (document.visibilityState === 'visible') session.refresh()
    }
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onFocus)
    return () => {
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onFocus)
    }
  }, [])
}

export function Providers({ children }: { children: React.ReactNode }) {
  useCrossTabSession()
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>
          <ToastProvider>
            <MutationFeedback />
            {children}
          </ToastProvider>
        </PreferencesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
