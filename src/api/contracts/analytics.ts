import { z } from 'zod'
import { listQuery } from './common'

export const PROJECT_SORT_KEYS = ['project', 'leader', 'progress'] as const
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number]

/**
 * Analytics project (SPEC section 3), plus an `id` for row keys. `name` is the project's name,
 * `project` its technology (shown under the name), `hours` a duration text like '18:42',
 * `team` avatar paths. sortBy project sorts by name.
 */
export const analyticsProject = z.object({
  id: z.number().int().positive(),
  logo: z.string(),
  name: z.string().min(1),
  project: z.string(),
  leader: z.string(),
  progress: z.number().int().min(0).max(100),
  hours: z.string().regex(/^\d{1,3}:\d{2}$/),
  team: z.array(z.string()),
  extraMembers: z.number().int().min(0),
})
export type AnalyticsProject = z.infer<typeof analyticsProject>

export const projectListQuery = listQuery.extend({ sortBy: z.enum(PROJECT_SORT_KEYS).optional() })
export type ProjectListQuery = z.infer<typeof projectListQuery>

/** GET /api/dashboard/analytics/projects. */
export const projectListResponse = z.object({
  projects: z.array(analyticsProject),
  totalPages: z.number().int(),
  totalProjects: z.number().int(),
  page: z.number().int(),
})
export type ProjectListResponse = z.infer<typeof projectListResponse>
