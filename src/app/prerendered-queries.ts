import type { QueryClient } from '@tanstack/react-query'
import { PRERENDERED_QUERIES_ID } from './prerendered-queries-id'

type Entries = [key: readonly unknown[], data: unknown][]

/**
 * A front page pre-rendered with its data (the help centre, ./prerender-front.tsx) hands that
 * data to the live screen: the queries of the page's language (`<html lang>`) go into the cache,
 * fresh for the cache's stale time, so the screen shows what was painted without starting the mock
 * layer to ask for it again (a later visit, another language or an invalidation asks the API).
 * Only on the path it was rendered for; answers how many queries it took.
 */
export function adoptPrerenderedQueries(client: QueryClient, doc: Document = document, path: string = location.pathname): number {
  const element = doc.getElementById(PRERENDERED_QUERIES_ID)
  if (!element) return 0
  element.remove()
  if (element.dataset.path !== path) return 0
  let entries: Entries | undefined
  try {
    entries = (JSON.parse(element.textContent ?? '') as Record<string, Entries>)[doc.documentElement.lang]
  } catch {
    return 0
  }
  if (!Array.isArray(entries)) return 0
  for (const [key, data] of entries) client.setQueryData(key, data)
  return entries.length
}
