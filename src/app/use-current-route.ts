import { useMatches } from 'react-router-dom'
import type { AppRoute, RouteHandle } from './route-types'

/** The registry route of the deepest match, if any. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = (matches[i]!.handle as RouteHandle | undefined)?.route
    if (route) return route
  }
  return undefined
}
