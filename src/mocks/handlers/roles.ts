import { http } from '../lib/http'
import { whereIgnoreCase } from '../lib/ignore-case'
import { db } from '../db'
import { nextId, pathRecord, recordOr404 } from '../lib/ids'
import { fieldErrors } from '../lib/field-errors'
import { created, json } from '../lib/respond'
import { readBody } from '../lib/body'
import { listKeys } from '../lib/list-index'
import { memoByTables } from '../lib/list-index'
import { ROLE_CARD_AVATARS, roleInput, type Role, type RoleCard, type RoleListResponse } from '@/api/contracts/roles'
import type { User } from '@/api/contracts/users'

/**
 * Roles screen (design in src/api/contracts/roles.ts): a role is a users' role; its card counts
 * its users and shows up to 4 of their avatars, read live from the users table.
 */
const BASE = '*/api/apps/roles'
const NOT_FOUND = 'Role not found'

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

/** Stops the handler with 400 when another role has this name (case-insensitive). */
async function refuseTakenName(name: string, selfId?: number): Promise<void> {
  if (
    await whereIgnoreCase(db.roles, 'name', name)
      .filter((r) => r.id !== selfId)
      .count()
  )
    fieldErrors({ name: ['validation.nameTaken'] })
}

export const roleHandlers = [
  http.get(BASE, async () => {
    const [roles, members] = await Promise.all([db.roles.orderBy('id').toArray(), membersByRole()])
    return json({ roles: await Promise.all(roles.map((r) => cardOf(r, members))) } satisfies RoleListResponse)
  }),

  // 201 with the new card; the name must be free (case-insensitive).
  http.post(BASE, async ({ request }) => {
    const body = await readBody(request, roleInput)
    const saved = await db.transaction('rw', db.roles, async () => {
      await refuseTakenName(body.name)
      const role: Role = { id: await nextId(db.roles), ...body }
      await db.roles.add(role)
      return role
    })
    return created((await cardOf(saved)) satisfies RoleCard)
  }),

  // Edit name and matrix; a rename moves the role's users with it, in the same transaction.
  http.put(`${BASE}/:id`, async ({ request, params }) => {
    const { id } = await pathRecord(db.roles, params.id, NOT_FOUND)
    const body = await readBody(request, roleInput)
    const saved = await db.transaction('rw', db.roles, db.users, async () => {
      const before = await recordOr404(db.roles, id, NOT_FOUND)
      await refuseTakenName(body.name, id)
      const role: Role = { id, ...body }
      await db.roles.put(role)
      if (before.name !== role.name) await db.users.where('role').equals(before.name).modify({ role: role.name })
      return role
    })
    return json((await cardOf(saved)) satisfies RoleCard)
  }),
]
