import { http } from '../lib/http'
import { db } from '../db'
import { fold, haystack, pageForQuery, type Order } from '../lib/list-index'
import { parseListQuery } from '../lib/list-index'
import { json } from '../lib/respond'
import { PROJECT_SORT_KEYS, type AnalyticsProject, type ProjectListResponse, type ProjectSortKey } from '@/api/contracts/analytics'

/** What the list keeps in memory per project: the searched text and the folded names. */
interface Projected {
  text: string
  name: string | null
  leader: string | null
}
const project = (p: AnalyticsProject): Projected => ({
  text: haystack(p.name, p.project, p.leader),
  name: fold(p.name),
  leader: fold(p.leader),
})

/** Names sort folded (case and accents); progress reads its index. */
const SORT: Record<ProjectSortKey, Order<Projected>> = {
  project: { id: 'name', key: (p) => p.name },
  leader: { id: 'leader', key: (p) => p.leader },
  progress: { index: 'progress' },
}

export const analyticsHandlers = [
  // q matches the name, technology or leader; a page beyond the last is page 1 (SPEC section 5).
  http.get('*/api/dashboard/analytics/projects', async ({ request }) => {
    const query = parseListQuery(request.url, PROJECT_SORT_KEYS)
    const { rows, total, page, totalPages } = await pageForQuery(query, {
      table: db.analyticsProjects,
      project,
      sorts: SORT,
      clampPage: true,
    })
    return json({ projects: rows, totalPages, totalProjects: total, page } satisfies ProjectListResponse)
  }),
]
