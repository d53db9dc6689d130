import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { matchPath } from 'react-router-dom'
import { api } from '@/api/client'
import { contentLanguage } from '@/api/contracts/localized'
import { searchResponse, type SearchChild, type SearchResponse } from '@/api/contracts/search'
import type { AppAbility } from '@/lib/ability'
import { linkTo } from '@/lib/paths'
import { canOpen } from '../../nav'
import type { AppRoute, SearchCategory } from '../../route-types'
import { routes } from '../../routes'

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = 200): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(id)
  }, [value, delay])
  return settled
}

/** GET /api/app-bar/search in the given language; the previous answer stays shown while typing. */
export const appSearchQuery = (q: string, language: string) => {
  const lang = contentLanguage(language)
  return queryOptions({
    queryKey: ['app-search', lang, q],
    queryFn: ({ signal }) => api.get('/app-bar/search', { params: { q, lang }, schema: searchResponse, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

export const useAppSearch = (q: string, language: string, enabled: boolean) => useQuery({ ...appSearchQuery(q, language), enabled })

/** Links of the routes that have a concrete one (no placeholder, or placeholders filled by their nav params). */
const byUrl = new Map(
  routes.filter((r) => r.path !== '*' && (!r.path.includes(':') || r.nav?.params)).map((r) => [linkTo(r.name, r.nav?.params ?? {}), r]),
)

/** The registry route a search result points to (its exact link, else the first matching pattern). */
export function routeForUrl(url: string): AppRoute | undefined {
  const path = url.split(/[?#]/)[0] ?? url
  return byUrl.get(path) ?? routes.find((r) => r.path !== '*' && matchPath({ path: r.path, end: true }, path) !== null)
}

export interface SearchHit extends SearchChild {
  route: AppRoute
}
export interface SearchHitGroup {
  category: SearchCategory
  items: SearchHit[]
}

/** Keeps only results that lead to a registry route the user may open; empty groups drop. */
export function allowedResults(groups: SearchResponse, ability: AppAbility): SearchHitGroup[] {
  return groups
    .map((g) => ({
      category: g.category,
      items: g.children.flatMap((child) => {
        const route = routeForUrl(child.url)
        return route && canOpen(route, ability) ? [{ ...child, route }] : []
      }),
    }))
    .filter((g) => g.items.length > 0)
}
