import { http } from 'msw'
import { db } from '../db'
import { idOf } from '../lib/ids'
import { fieldErrors, hasErrors, type FieldErrors } from '../lib/field-errors'
import { fold, haystack, pageForQuery, type Order } from '../lib/list-index'
import { param, parseListQuery } from '../lib/list-query'
import { created, fail, json, noContent, readBody } from '../lib/respond'
import { USER_SORT_KEYS, userInput, type User, type UserListResponse, type UserSavedResponse, type UserSortKey } from '@/api/contracts/users'
import type { z } from 'zod'

const BASE = '*/api/apps/users'
const notFound = () => fail(404, 'User not found')

/** What a list query keeps in memory per user: the searched text and the folded name. */
interface Projected {
  text: string
  name: string | null
}
const project = (u: User): Projected => ({ text: haystack(u.fullName, u.email), name: fold(u.fullName) })

/** The order of each sort key: an index of the users table, or the folded name. */
const SORT: Record<UserSortKey, Order<Projected>> = {
  user: { id: 'name', key: (p) => p.name },
  email: { index: 'email' },
  role: { index: 'role' },
  plan: { index: 'currentPlan' },
  status: { index: 'status' },
  billing: { index: 'billing' },
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
    const { rows, total, page, totalPages } = await pageForQuery(query, {
      table: db.users,
      where: [
        ['role', param(query.params, 'role')],
        ['currentPlan', param(query.params, 'plan')],
        ['status', param(query.params, 'status')],
      ],
      project,
      sorts: SORT,
      clampPage: true,
    })
    return json({ users: rows, totalPages, totalUsers: total, page } satisfies UserListResponse)
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
