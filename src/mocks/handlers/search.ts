import { http } from '../lib/http'
import { db } from '../db'
import { langOf } from '../lib/localize'
import { parseListQuery } from '../lib/list-index'
import { json } from '../lib/respond'
import { recordSearchHandlers } from './search-records'
import { SEARCH_CATEGORIES, SEARCH_GROUP_LIMIT, type SearchResponse } from '@/api/contracts/search'

export const searchHandlers = [
  // SPEC section 7: per category, titles (in `lang`) containing q case-insensitively, at most 5; empty groups dropped.
  http.get('*/api/app-bar/search', async ({ request }) => {
    const { q } = parseListQuery(request.url)
    const lang = langOf(request)
    const entries = await db.searchIndex.orderBy('id').toArray()
    const body: SearchResponse = SEARCH_CATEGORIES.map((category) => ({
      title: category,
      category,
      children: entries
        .filter((e) => e.category === category && e.title[lang].toLocaleLowerCase(lang).includes(q.toLocaleLowerCase(lang)))
        .slice(0, SEARCH_GROUP_LIMIT)
        .map((e) => ({ url: e.url, icon: e.icon, title: e.title[lang] })),
    })).filter((g) => g.children.length > 0)
    return json(body)
  }),
  ...recordSearchHandlers,
]
