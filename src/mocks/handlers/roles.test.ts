import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { roleListResponse, type RoleCard, type RoleListResponse } from '@/api/contracts/roles'
import type { User } from '@/api/contracts/users'
import seedUsers from '@seed/users.json'

setupMockApi()

const grant = (module: string, read = true, write = false, create = false) => ({ module, read, write, create })

describe('GET /api/apps/roles', () => {
  it('answers a card per role with its live user count and up to 4 avatars', async () => {
    const res = await call<RoleListResponse>('/apps/roles')
    expect(res.status).toBe(200)
    expect(roleListResponse.parse(res.body)).toBeTruthy()
    expect(res.body.roles.map((r) => r.name)).toEqual(['admin', 'editor', 'author', 'maintainer', 'subscriber'])
    for (const card of res.body.roles) {
      const members = seedUsers.filter((u) => u.role === card.name)
      expect(card.userCount).toBe(members.length)
      expect(card.avatars).toEqual(members.flatMap((u) => (u.avatar ? [u.avatar] : [])).slice(0, 4))
    }
    expect(res.body.roles.reduce((n, r) => n + r.userCount, 0)).toBe(50)
    expect(res.body.roles[0]!.permissions).toHaveLength(9)
  })

  it('follows user changes: a deleted user no longer counts', async () => {
    const admin = seedUsers.find((u) => u.role === 'admin')!
    await call(`/apps/users/${admin.id}`, { method: 'DELETE' })
    const res = await call<RoleListResponse>('/apps/roles')
    expect(res.body.roles.find((r) => r.name === 'admin')!.userCount).toBe(seedUsers.filter((u) => u.role === 'admin').length - 1)
  })
})

describe('POST /api/apps/roles', () => {
  it('creates a role (201, id = highest + 1, matrix in module order) that users can then be given', async () => {
    const res = await call<RoleCard>('/apps/roles', {
      method: 'POST',
      body: { name: 'Support team', permissions: [grant('reporting'), grant('userManagement', true, true)] },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ id: 6, name: 'Support team', userCount: 0, avatars: [] })
    expect(res.body.permissions.map((p) => p.module)).toEqual(['userManagement', 'reporting'])
    expect(await reopenDb().roles.get(6)).toMatchObject({ name: 'Support team' })
    const user = { ...seedUsers[0]!, role: 'support team' }
    const put = await call<{ body: User }>('/apps/users/1', { method: 'PUT', body: user })
    expect(put.status).toBe(200)
    expect(put.body.body.role).toBe('Support team')
  })

  it('answers 400 for a taken name (any case), a missing name, a bad module or a repeated module, writing nothing', async () => {
    const taken = await call<{ errors: Record<string, string[]> }>('/apps/roles', { method: 'POST', body: { name: 'Editor' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ name: ['validation.nameTaken'] })
    const missing = await call<{ errors: Record<string, string[]> }>('/apps/roles', { method: 'POST', body: { permissions: [] } })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.name).toEqual(['validation.required'])
    const badModule = await call<{ errors: Record<string, string[]> }>('/apps/roles', {
      method: 'POST',
      body: { name: 'x', permissions: [grant('rockets')] },
    })
    expect(badModule.status).toBe(400)
    expect(badModule.body.errors['permissions.0.module']).toEqual(['validation.invalidChoice'])
    const repeated = await call('/apps/roles', { method: 'POST', body: { name: 'y', permissions: [grant('payroll'), grant('payroll')] } })
    expect(repeated.status).toBe(400)
    expect(await reopenDb().roles.count()).toBe(5)
  })
})

describe('PUT /api/apps/roles/{id}', () => {
  it('renames a role and moves its users with it, persistently', async () => {
    const authors = seedUsers.filter((u) => u.role === 'author').length
    const res = await call<RoleCard>('/apps/roles/3', {
      method: 'PUT',
      body: { name: 'writer', permissions: [grant('contentManagement', true, true, true)] },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 3, name: 'writer', userCount: authors })
    const fresh = reopenDb()
    expect(await fresh.users.where('role').equals('author').count()).toBe(0)
    expect(await fresh.users.where('role').equals('writer').count()).toBe(authors)
    expect((await fresh.roles.get(3))!.permissions).toEqual([grant('contentManagement', true, true, true)])
  })

  it('answers 404 for an unknown role and 400 for another role’s name, writing nothing', async () => {
    const unknown = await call('/apps/roles/42', { method: 'PUT', body: { name: 'ghost' } })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'Role not found' })
    const taken = await call<{ errors: Record<string, string[]> }>('/apps/roles/2', { method: 'PUT', body: { name: 'ADMIN' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ name: ['validation.nameTaken'] })
    expect((await reopenDb().roles.get(2))!.name).toBe('editor')
  })
})
