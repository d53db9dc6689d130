import { http } from 'msw'
import { db } from '../db'
import { clampPage, matches, paginate, parseListQuery, sortRows } from '../lib/list-query'
import { json } from '../lib/respond'
import { PROJECT_SORT_KEYS, type AnalyticsProject, type ProjectListResponse, type ProjectSortKey } from '@/api/contracts/analytics'

const SORT: Record<ProjectSortKey, (p: AnalyticsProject) => string | number> = {
  project: (p) => p.name,
  leader: (p) => p.leader,
  progress: (p) => p.progress,
}

export const analyticsHandlers = [
  // q matches the name, technology or leader; a page beyond the last is page 1 (SPEC section 5).
  http.get('*/api/dashboard/analytics/projects', async ({ request }) => {
    const query = parseListQuery(request.url, PROJECT_SORT_KEYS)
    const rows = (await db.analyticsProjects.orderBy('id').toArray()).filter((p) => matches(query.q, p.name, p.project, p.leader))
    const sorted = sortRows(rows, query.sortBy, query.orderBy, SORT)
    const { page, totalPages } = clampPage(sorted.length, query.page, query.itemsPerPage)
    return json({ projects: paginate(sorted, page, query.itemsPerPage), totalPages, totalProjects: sorted.length, page } satisfies ProjectListResponse)
  }),
]
