import { useSyncExternalStore } from 'react'

/** Live result of a media query. */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query)
      m.addEventListener('change', cb)
      return () => m.removeEventListener('change', cb)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** SPEC section 9: overlay nav below the md breakpoint (960) + 16 px. */
export const OVERLAY_NAV_QUERY = '(max-width: 975.98px)'
