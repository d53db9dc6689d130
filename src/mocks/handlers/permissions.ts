import { http } from '../lib/http'
import { db } from '../db'
import { nextId, pathId, pathRecord, recordOr404 } from '../lib/ids'
import { fieldErrors } from '../lib/field-errors'
import { fold, haystack, listPage } from '../lib/list-index'
import { parseListQuery } from '../lib/list-index'
import { created, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import { PERMISSION_SORT_KEYS, permissionInput, type Permission, type PermissionListResponse } from '@/api/contracts/permissions'

const BASE = '*/api/apps/permissions'
const NOT_FOUND = 'Permission not found'

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

/** Stops the handler with 400 when another permission has this name (case-insensitive). */
async function refuseTakenName(name: string, selfId?: number): Promise<void> {
  const folded = name.toLowerCase()
  if (await db.permissions.filter((p) => p.id !== selfId && p.name.toLowerCase() === folded).count())
    fieldErrors({ name: ['validation.nameTaken'] })
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
      await refuseTakenName(body.name)
      const permission: Permission = { id: await nextId(db.permissions), ...body, createdDate: new Date().toISOString() }
      await db.permissions.add(permission)
      return permission
    })
    return created(saved satisfies Permission)
  }),

  // Edit name and roles; the creation date is kept.
  http.put(`${BASE}/:id`, async ({ request, params }) => {
    const { id } = await pathRecord(db.permissions, params.id, NOT_FOUND)
    const body = await readBody(request, permissionInput)
    const saved = await db.transaction('rw', db.permissions, async () => {
      const before = await recordOr404(db.permissions, id, NOT_FOUND)
      await refuseTakenName(body.name, id)
      const permission: Permission = { ...before, ...body }
      await db.permissions.put(permission)
      return permission
    })
    return json(saved satisfies Permission)
  }),

  http.delete(`${BASE}/:id`, async ({ params }) => {
    const id = pathId(params.id, NOT_FOUND)
    await db.transaction('rw', db.permissions, async () => {
      await recordOr404(db.permissions, id, NOT_FOUND)
      await db.permissions.delete(id)
    })
    return noContent()
  }),
]
