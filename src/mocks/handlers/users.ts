import { http } from 'msw'
import { db } from '../db'
import { idOf } from '../lib/ids'
import { fieldErrors, hasErrors, type FieldErrors } from '../lib/field-errors'
import { clampPage, matches, paginate, param, parseListQuery, sortRows } from '../lib/list-query'
import { created, fail, json, noContent, readBody } from '../lib/respond'
import { USER_SORT_KEYS, userInput, type User, type UserListResponse, type UserSavedResponse, type UserSortKey } from '@/api/contracts/users'
import type { z } from 'zod'

const BASE = '*/api/apps/users'
const notFound = () => fail(404, 'User not found')

const SORT: Record<UserSortKey, (u: User) => string> = {
  user: (u) => u.fullName,
  email: (u) => u.email,
  role: (u) => u.role,
  plan: (u) => u.currentPlan,
  status: (u) => u.status,
  billing: (u) => u.billing,
}

/**
 * Checks what zod cannot: a free email and username (case-insensitive, other than `selfId`) and
 * an existing role. Returns the errors, or the role's stored spelling.
 */
async function check(input: z.infer<typeof userInput>, selfId?: number): Promise<{ errors: FieldErrors } | { role: string }> {
  const errors: FieldErrors = {}
  const others = (u: User) => u.id !== selfId
  if (await db.users.where('email').equalsIgnoreCase(input.email).filter(others).count()) errors.email = ['validation.emailTaken']
  if (await db.users.where('username').equalsIgnoreCase(input.username).filter(others).count()) errors.username = ['validation.usernameTaken']
  const role = await db.roles.where('name').equalsIgnoreCase(input.role).first()
  if (!role) errors.role = ['validation.invalidChoice']
  return hasErrors(errors) || !role ? { errors } : { role: role.name }
}

export const userHandlers = [
  // SPEC section 7: search name or email; filters role, plan, status; a page beyond the last is page 1.
  http.get(BASE, async ({ request }) => {
    const query = parseListQuery(request.url, USER_SORT_KEYS)
    const role = param(query.params, 'role')
    const plan = param(query.params, 'plan')
    const status = param(query.params, 'status')
    const rows = (await db.users.toArray()).filter(
      (u) => matches(query.q, u.fullName, u.email) && (!role || u.role === role) && (!plan || u.currentPlan === plan) && (!status || u.status === status),
    )
    const sorted = sortRows(rows, query.sortBy, query.orderBy, SORT)
    const { page, totalPages } = clampPage(sorted.length, query.page, query.itemsPerPage)
    return json({ users: paginate(sorted, page, query.itemsPerPage), totalPages, totalUsers: sorted.length, page } satisfies UserListResponse)
  }),

  http.get(`${BASE}/:id`, async ({ params }) => {
    const id = idOf(params.id)
    const found = id === undefined ? undefined : await db.users.get(id)
    return found ? json(found satisfies User) : notFound()
  }),

  // 201 `{ body: user }`; the new id is the highest id + 1 (DECISIONS section 5 fix).
  http.post(BASE, async ({ request }) => {
    const body = await readBody(request, userInput)
    if (!body.ok) return body.response
    const result = await db.transaction('rw', db.users, db.roles, async () => {
      const checked = await check(body.data)
      if ('errors' in checked) return checked
      const last = await db.users.orderBy('id').last()
      const saved: User = { ...body.data, role: checked.role, id: (last?.id ?? 0) + 1 }
      await db.users.add(saved)
      return { saved }
    })
    if ('errors' in result) return fieldErrors(result.errors)
    return created({ body: result.saved } satisfies UserSavedResponse)
  }),

  // Edit (the user edit dialog): the whole user, validated like a creation.
  http.put(`${BASE}/:id`, async ({ request, params }) => {
    const id = idOf(params.id)
    if (id === undefined || !(await db.users.get(id))) return notFound()
    const body = await readBody(request, userInput)
    if (!body.ok) return body.response
    const result = await db.transaction('rw', db.users, db.roles, async () => {
      if (!(await db.users.get(id))) return { missing: true as const }
      const checked = await check(body.data, id)
      if ('errors' in checked) return checked
      const saved: User = { ...body.data, role: checked.role, id }
      await db.users.put(saved)
      return { saved }
    })
    if ('missing' in result) return notFound()
    if ('errors' in result) return fieldErrors(result.errors)
    return json({ body: result.saved } satisfies UserSavedResponse)
  }),

  http.delete(`${BASE}/:id`, async ({ params }) => {
    const id = idOf(params.id)
    if (id === undefined || !(await db.users.get(id))) return notFound()
    await db.users.delete(id)
    return noContent()
  }),
]
