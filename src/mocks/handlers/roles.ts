import { http } from 'msw'
import { db } from '../db'
import { idOf } from '../lib/ids'
import { fieldErrors } from '../lib/field-errors'
import { created, fail, json, readBody } from '../lib/respond'
import { listKeys } from '../lib/list-index'
import { memoByTables } from '../lib/list-extras'
import { ROLE_CARD_AVATARS, roleInput, type Role, type RoleCard, type RoleListResponse } from '@/api/contracts/roles'
import type { User } from '@/api/contracts/users'

/**
 * Roles screen (design in src/api/contracts/roles.ts): a role is a users' role; its card counts
 * its users and shows up to 4 of their avatars, read live from the users table.
 */
const BASE = '*/api/apps/roles'
const notFound = () => fail(404, 'Role not found')

interface Members {
  count: number
  avatars: string[]
}

/**
 * Per role name: how many users have it and the first avatars (by user id). One pass over the
 * users' in-memory projection (role, avatar), cached until the users table is written: a list of
 * many roles costs no query per role.
 */
function membersByRole(): Promise<Map<string, Members>> {
  return memoByTables('roles|members', [db.users], async () => {
    const members = new Map<string, Members>()
    await listKeys({
      table: db.users,
      projection: { id: 'roles', project: (u: User) => ({ role: u.role, avatar: u.avatar }) },
      test: (p) => {
        let m = members.get(p.role)
        if (!m) members.set(p.role, (m = { count: 0, avatars: [] }))
        m.count += 1
        if (p.avatar && m.avatars.length < ROLE_CARD_AVATARS) m.avatars.push(p.avatar)
        return false
      },
      order: { index: null },
    })
    return members
  })
}

async function cardOf(role: Role, members?: Map<string, Members>): Promise<RoleCard> {
  const m = (members ?? (await membersByRole())).get(role.name)
  return { ...role, userCount: m?.count ?? 0, avatars: m?.avatars ?? [] }
}

async function nameTaken(name: string, selfId?: number): Promise<boolean> {
  return (await db.roles.where('name').equalsIgnoreCase(name).filter((r) => r.id !== selfId).count()) > 0
}

export const roleHandlers = [
  http.get(BASE, async () => {
    const [roles, members] = await Promise.all([db.roles.orderBy('id').toArray(), membersByRole()])
    return json({ roles: await Promise.all(roles.map((r) => cardOf(r, members))) } satisfies RoleListResponse)
  }),

  // 201 with the new card; the name must be free (case-insensitive).
  http.post(BASE, async ({ request }) => {
    const body = await readBody(request, roleInput)
    if (!body.ok) return body.response
    const saved = await db.transaction('rw', db.roles, async () => {
      if (await nameTaken(body.data.name)) return undefined
      const last = await db.roles.orderBy('id').last()
      const role: Role = { id: (last?.id ?? 0) + 1, ...body.data }
      await db.roles.add(role)
      return role
    })
    if (!saved) return fieldErrors({ name: ['validation.nameTaken'] })
    return created((await cardOf(saved)) satisfies RoleCard)
  }),

  // Edit name and matrix; a rename moves the role's users with it, in the same transaction.
  http.put(`${BASE}/:id`, async ({ request, params }) => {
    const id = idOf(params.id)
    if (id === undefined || !(await db.roles.get(id))) return notFound()
    const body = await readBody(request, roleInput)
    if (!body.ok) return body.response
    const result = await db.transaction('rw', db.roles, db.users, async () => {
      const before = await db.roles.get(id)
      if (!before) return 'missing' as const
      if (await nameTaken(body.data.name, id)) return 'taken' as const
      const role: Role = { id, ...body.data }
      await db.roles.put(role)
      if (before.name !== role.name) await db.users.where('role').equals(before.name).modify({ role: role.name })
      return role
    })
    if (result === 'missing') return notFound()
    if (result === 'taken') return fieldErrors({ name: ['validation.nameTaken'] })
    return json((await cardOf(result)) satisfies RoleCard)
  }),
]
