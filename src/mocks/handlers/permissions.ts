import { http } from '../lib/http'
import { db } from '../db'
import { parseId } from '../lib/ids'
import { fieldErrors } from '../lib/field-errors'
import { fold, haystack, listPage } from '../lib/list-index'
import { parseListQuery } from '../lib/list-query'
import { created, fail, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import { PERMISSION_SORT_KEYS, permissionInput, type Permission, type PermissionListResponse } from '@/api/contracts/permissions'

const BASE = '*/api/apps/permissions'
const notFound = () => fail(404, 'Permission not found')

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/**
 * What the list keeps in memory per permission. SPEC section 7: q matches the name, the date (ISO
 * `2024-03-12…` or `12 Mar 2024`) or the start of an assigned role.
 */
interface Projected {
  text: string
  roles: string[]
  name: string | null
}
/** `12 Mar 2024` (nothing for a date that does not parse: a projection must never throw). */
function dateLabel(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date)
}
const project = (p: Permission): Projected => ({
  text: haystack(p.name, p.createdDate, dateLabel(p.createdDate)),
  roles: [...p.assignedTo],
  name: fold(p.name),
})
const found = (q: string) => (q ? (p: Projected) => p.text.includes(q) || p.roles.some((r) => r.startsWith(q)) : undefined)

async function nameTaken(name: string, selfId?: number): Promise<boolean> {
  return (await db.permissions.filter((p) => p.id !== selfId && p.name.toLowerCase() === name.toLowerCase()).count()) > 0
}

export const permissionHandlers = [
  http.get(BASE, async ({ request }) => {
    const query = parseListQuery(request.url, PERMISSION_SORT_KEYS)
    const { rows, total } = await listPage({
      table: db.permissions,
      projection: { id: 'list', project },
      test: found(query.q),
      // sortBy name: folded (case and accents), like every human text.
      order: query.sortBy ? { id: 'name', key: (p) => p.name, desc: query.orderBy === 'desc' } : { index: null },
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    })
    return json({ permissions: rows, totalPermissions: total } satisfies PermissionListResponse)
  }),

  // 201 with the permission, stamped with the current date; the name must be free.
  http.post(BASE, async ({ request }) => {
    const body = await readBody(request, permissionInput)
    const saved = await db.transaction('rw', db.permissions, async () => {
      if (await nameTaken(body.name)) return undefined
      const last = await db.permissions.orderBy('id').last()
      const permission: Permission = { id: (last?.id ?? 0) + 1, ...body, createdDate: new Date().toISOString() }
      await db.permissions.add(permission)
      return permission
    })
    if (!saved) return fieldErrors({ name: ['validation.nameTaken'] })
    return created(saved satisfies Permission)
  }),

  // Edit name and roles; the creation date is kept.
  http.put(`${BASE}/:id`, async ({ request, params }) => {
    const id = parseId(params.id)
    if (id === undefined || !(await db.permissions.get(id))) return notFound()
    const body = await readBody(request, permissionInput)
    const result = await db.transaction('rw', db.permissions, async () => {
      const before = await db.permissions.get(id)
      if (!before) return 'missing' as const
      if (await nameTaken(body.name, id)) return 'taken' as const
      const permission: Permission = { ...before, ...body }
      await db.permissions.put(permission)
      return permission
    })
    if (result === 'missing') return notFound()
    if (result === 'taken') return fieldErrors({ name: ['validation.nameTaken'] })
    return json(result satisfies Permission)
  }),

  http.delete(`${BASE}/:id`, async ({ params }) => {
    const id = parseId(params.id)
    if (id === undefined || !(await db.permissions.get(id))) return notFound()
    await db.permissions.delete(id)
    return noContent()
  }),
]
