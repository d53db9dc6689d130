import { http } from '../lib/http'
import { whereIgnoreCase } from '../lib/ignore-case'
import { db } from '../db'
import { nextId, pathId, pathRecord, recordOr404 } from '../lib/ids'
import { refuseIfAny, type FieldErrors } from '../lib/field-errors'
import { fold, haystack, pageForQuery, type Order } from '../lib/list-index'
import { param, parseListQuery } from '../lib/list-index'
import { created, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import {
  USER_SORT_KEYS,
  userInput,
  type User,
  type UserListResponse,
  type UserSavedResponse,
  type UserSortKey,
} from '@/api/contracts/users'
import type { z } from 'zod'

const BASE = '*/api/apps/users'
const NOT_FOUND = 'User not found'

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
 * an existing role. Answers the role's stored spelling; stops the handler with 400 otherwise.
 */
async function checked(input: z.infer<typeof userInput>, selfId?: number): Promise<string> {
  const errors: FieldErrors = {}
  const others = (u: User) => u.id !== selfId
  if (await whereIgnoreCase(db.users, 'email', input.email).filter(others).count()) errors.email = ['validation.emailTaken']
  if (await whereIgnoreCase(db.users, 'username', input.username).filter(others).count()) errors.username = ['validation.usernameTaken']
  const role = await whereIgnoreCase(db.roles, 'name', input.role).first()
  if (!role) errors.role = ['validation.invalidChoice']
  refuseIfAny(errors)
  return role!.name
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

  http.get(`${BASE}/:id`, async ({ params }) => json((await pathRecord(db.users, params.id, NOT_FOUND)) satisfies User)),

  // 201 `{ body: user }`; the new id is the highest id + 1 (DECISIONS section 5 fix).
  http.post(BASE, async ({ request }) => {
    const body = await readBody(request, userInput)
    const saved = await db.transaction('rw', db.users, db.roles, async () => {
      const user: User = { ...body, role: await checked(body), id: await nextId(db.users) }
      await db.users.add(user)
      return user
    })
    return created({ body: saved } satisfies UserSavedResponse)
  }),

  // Edit (the user edit dialog): the whole user, validated like a creation.
  http.put(`${BASE}/:id`, async ({ request, params }) => {
    const { id } = await pathRecord(db.users, params.id, NOT_FOUND)
    const body = await readBody(request, userInput)
    const saved = await db.transaction('rw', db.users, db.roles, async () => {
      await recordOr404(db.users, id, NOT_FOUND)
      const user: User = { ...body, role: await checked(body, id), id }
      await db.users.put(user)
      return user
    })
    return json({ body: saved } satisfies UserSavedResponse)
  }),

  http.delete(`${BASE}/:id`, async ({ params }) => {
    const id = pathId(params.id, NOT_FOUND)
    await db.transaction('rw', db.users, async () => {
      await recordOr404(db.users, id, NOT_FOUND)
      await db.users.delete(id)
    })
    return noContent()
  }),
]
