import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { expectSorted } from '@/testing/sorted'
import { PROJECT_SORT_KEYS, projectListResponse, type AnalyticsProject, type ProjectListResponse, type ProjectSortKey } from '@/api/contracts/analytics'
import seedProjects from '@seed/analytics-projects.json'

setupMockApi()

const list = (query: Record<string, string | number | undefined> = {}) => call<ProjectListResponse>('/dashboard/analytics/projects', { query })

describe('GET /api/dashboard/analytics/projects', () => {
  it('answers the first page with totals, in the exact wire shape', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(projectListResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body).toMatchObject({ totalProjects: 12, totalPages: 2, page: 1 })
    expect(res.body.projects).toHaveLength(10)
  })

  it('searches the name, the technology or the leader, case-insensitively', async () => {
    const target = seedProjects[4]!
    expect((await list({ q: target.name.toUpperCase() })).body.projects.map((p) => p.id)).toEqual([target.id])
    const tech = await list({ q: 'flutter' })
    expect(tech.body.totalProjects).toBe(seedProjects.filter((p) => p.project === 'Flutter').length)
    const leader = await list({ q: target.leader })
    expect(leader.body.projects.map((p) => p.id)).toContain(target.id)
    expect((await list({ q: 'zzz' })).body).toEqual({ projects: [], totalPages: 0, totalProjects: 0, page: 1 })
  })

  const field: Record<ProjectSortKey, (p: AnalyticsProject) => string | number> = {
    project: (p) => p.name,
    leader: (p) => p.leader,
    progress: (p) => p.progress,
  }
  for (const sortBy of PROJECT_SORT_KEYS) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const res = await list({ sortBy, orderBy, itemsPerPage: -1 })
      expect(res.body.projects).toHaveLength(12)
      expectSorted(res.body.projects, field[sortBy], orderBy)
    })
  }

  it('falls back to page 1 beyond the last page', async () => {
    const second = await list({ page: 2 })
    expect(second.body.page).toBe(2)
    expect(second.body.projects.map((p) => p.id)).toEqual([11, 12])
    const beyond = await list({ page: 3 })
    expect(beyond.body.page).toBe(1)
    expect(beyond.body.projects[0]!.id).toBe(1)
  })

  it('uses 10 for a non-numeric itemsPerPage, 1 for a non-numeric page, all for -1', async () => {
    expect((await list({ itemsPerPage: 'x' })).body).toMatchObject({ totalPages: 2 })
    expect((await list({ itemsPerPage: 5, page: 'x' })).body).toMatchObject({ page: 1, totalPages: 3 })
    const all = await list({ itemsPerPage: -1, page: 2 })
    expect(all.body.projects).toHaveLength(12)
    expect(all.body).toMatchObject({ page: 1, totalPages: 1 })
  })
})
