import { http } from '../lib/http'
import { db } from '../db'
import { langOf, localize } from '../lib/localize'
import { matches, parseListQuery } from '../lib/list-index'
import { json } from '../lib/respond'
import type { FaqGroup, FaqResponse } from '@/api/contracts/faq'

export const faqHandlers = [
  // Groups in the `lang` language whose questions contain q; groups left empty are dropped.
  http.get('*/api/pages/faq', async ({ request }) => {
    const { q } = parseListQuery(request.url)
    const lang = langOf(request)
    const groups = (await db.faqGroups.orderBy('order').toArray()).map(({ order: _order, ...group }): FaqGroup => localize(group, lang))
    const body = groups.map((g) => ({ ...g, faqs: g.faqs.filter((f) => matches(q, f.question)) })).filter((g) => g.faqs.length > 0)
    return json(body satisfies FaqResponse)
  }),
]
