import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { expectSorted } from '@/testing/sorted'
import { db } from '@/mocks/db'
import {
  PROJECT_SORT_KEYS,
  projectListResponse,
  type AnalyticsProject,
  type ProjectListResponse,
  type ProjectSortKey,
} from '@/api/contracts/analytics'
import seedProjects from '@seed/analytics-projects.json'

setupMockApi()

const list = (query: Record<string, string | number | undefined> = {}) =>
  call<ProjectListResponse>('/dashboard/analytics/projects', { query })

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

// Issue #8: the list answers from cached key lists and projections; every write must show at once.
// Projects have no write API: the project is written through the database (the same write path).
describe('the project list after a write (no stale cache)', () => {
  it('finds, counts, pages and orders a new, then deleted project at once', async () => {
    expect((await list({ q: 'orrery' })).body.totalProjects).toBe(0)
    await list({ sortBy: 'project', orderBy: 'asc' })
    await list({ sortBy: 'progress', orderBy: 'desc' })
    expect((await list({ page: 2 })).body.projects.map((p) => p.id)).toEqual([11, 12])

    await db.analyticsProjects.add({ ...seedProjects[0]!, id: 13, name: 'Ábside Portal', project: 'Orrery', leader: 'Zoé', progress: 100 })
    expect((await list({ q: 'ORRERY' })).body).toMatchObject({ totalProjects: 1, totalPages: 1, projects: [{ id: 13 }] })
    const byName = await list({ sortBy: 'project', orderBy: 'asc' })
    expect(byName.body).toMatchObject({ totalProjects: 13, totalPages: 2 })
    expect(byName.body.projects[0]!.id).toBe(13) // Á sorts with A, not after Z
    expect((await list({ sortBy: 'progress', orderBy: 'desc' })).body.projects[0]!.id).toBe(13)
    expect((await list({ page: 2 })).body.projects.map((p) => p.id)).toEqual([11, 12, 13])

    await db.analyticsProjects.delete(13)
    expect((await list({ q: 'orrery' })).body).toEqual({ projects: [], totalPages: 0, totalProjects: 0, page: 1 })
    expect((await list({ sortBy: 'project', orderBy: 'asc', itemsPerPage: -1 })).body.projects.map((p) => p.id)).not.toContain(13)
    expect((await list({ page: 2 })).body.projects.map((p) => p.id)).toEqual([11, 12])
  })
})
