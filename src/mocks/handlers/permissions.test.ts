import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { expectSorted } from '@/testing/sorted'
import { reopenDb } from '@/mocks/db'
import { permissionListResponse, type Permission, type PermissionListResponse } from '@/api/contracts/permissions'
import seedPermissions from '@seed/permissions.json'

setupMockApi()

const list = (query: Record<string, string | number | undefined> = {}) => call<PermissionListResponse>('/apps/permissions', { query })

describe('GET /api/apps/permissions', () => {
  it('answers the 9 permissions with their total, in the exact wire shape', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(permissionListResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body.totalPermissions).toBe(9)
    expect(res.body.permissions.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('searches the name case-insensitively', async () => {
    const res = await list({ q: 'MANAGEMENT' })
    expect(res.body.permissions.map((p) => p.name)).toEqual(seedPermissions.filter((p) => /management/i.test(p.name)).map((p) => p.name))
  })

  it('searches the date, as ISO or as "12 Mar 2024"', async () => {
    const target = seedPermissions[3]!
    const iso = await list({ q: target.createdDate.slice(0, 10) })
    expect(iso.body.permissions.map((p) => p.id)).toEqual([target.id])
    const label = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(target.createdDate),
    )
    const text = await list({ q: label })
    expect(text.body.permissions.map((p) => p.id)).toEqual([target.id])
  })

  it('searches the start of an assigned role, not its middle', async () => {
    const prefix = await list({ q: 'supp' })
    expect(prefix.body.totalPermissions).toBe(seedPermissions.filter((p) => p.assignedTo.includes('support')).length)
    prefix.body.permissions.forEach((p) => expect(p.assignedTo).toContain('support'))
    const middle = await list({ q: 'stricted' })
    expect(middle.body.totalPermissions).toBe(0)
  })

  it.each(['asc', 'desc'] as const)('sorts by name %s', async (orderBy) => {
    const res = await list({ sortBy: 'name', orderBy })
    expectSorted(res.body.permissions, (p) => p.name, orderBy)
  })

  it('pages: size 5 page 2, non-numeric size 10, non-numeric page 1, -1 all, beyond last empty', async () => {
    expect((await list({ itemsPerPage: 5, page: 2 })).body.permissions.map((p) => p.id)).toEqual([6, 7, 8, 9])
    expect((await list({ itemsPerPage: 'x' })).body.permissions).toHaveLength(9)
    expect((await list({ itemsPerPage: 4, page: 'y' })).body.permissions.map((p) => p.id)).toEqual([1, 2, 3, 4])
    expect((await list({ itemsPerPage: -1 })).body.permissions).toHaveLength(9)
    expect((await list({ itemsPerPage: 5, page: 3 })).body).toEqual({ permissions: [], totalPermissions: 9 })
  })
})

describe('POST /api/apps/permissions', () => {
  it('creates a permission stamped now, with roles in their canonical order, persistently', async () => {
    const before = Date.now()
    const res = await call<Permission>('/apps/permissions', {
      method: 'POST',
      body: { name: 'Export Reports', assignedTo: ['support', 'manager', 'support'] },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ id: 10, name: 'Export Reports', assignedTo: ['manager', 'support'] })
    expect(Date.parse(res.body.createdDate)).toBeGreaterThanOrEqual(before - 1000)
    expect(await reopenDb().permissions.get(10)).toEqual(res.body)
  })

  it('answers 400 for a missing or taken name and an unknown role, writing nothing', async () => {
    const missing = await call<{ errors: Record<string, string[]> }>('/apps/permissions', { method: 'POST', body: { name: '  ' } })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.name).toEqual(['validation.required'])
    const taken = await call<{ errors: Record<string, string[]> }>('/apps/permissions', { method: 'POST', body: { name: 'only view' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ name: ['validation.nameTaken'] })
    const role = await call<{ errors: Record<string, string[]> }>('/apps/permissions', {
      method: 'POST',
      body: { name: 'New', assignedTo: ['pilot'] },
    })
    expect(role.status).toBe(400)
    expect(role.body.errors['assignedTo.0']).toEqual(['validation.invalidChoice'])
    expect(await reopenDb().permissions.count()).toBe(9)
  })
})

describe('PUT and DELETE /api/apps/permissions/{id}', () => {
  it('edits name and roles, keeping the creation date, persistently', async () => {
    const res = await call<Permission>('/apps/permissions/2', {
      method: 'PUT',
      body: { name: 'Billing', assignedTo: ['administrator', 'manager'] },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ...seedPermissions[1], name: 'Billing', assignedTo: ['administrator', 'manager'] })
    expect(await reopenDb().permissions.get(2)).toEqual(res.body)
  })

  it('keeps its own name but refuses another’s, and answers 404 for an unknown id', async () => {
    expect((await call('/apps/permissions/1', { method: 'PUT', body: { name: 'Management' } })).status).toBe(200)
    const taken = await call<{ errors: Record<string, string[]> }>('/apps/permissions/1', { method: 'PUT', body: { name: 'Only View' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ name: ['validation.nameTaken'] })
    const unknown = await call('/apps/permissions/99', { method: 'PUT', body: { name: 'x' } })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'Permission not found' })
  })

  it('deletes (204), then answers 404 for the same id', async () => {
    expect((await call('/apps/permissions/9', { method: 'DELETE' })).status).toBe(204)
    expect(await reopenDb().permissions.get(9)).toBeUndefined()
    const again = await call('/apps/permissions/9', { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ message: 'Permission not found' })
    expect((await list()).body.totalPermissions).toBe(8)
  })
})

// Issue #8: the list answers from cached key lists and projections; every write must show at once.
describe('the list after a write (no stale cache)', () => {
  it('finds, counts and orders a created, edited then deleted permission at once', async () => {
    // Warm the caches: the search projection and the folded-name order.
    expect((await list({ q: 'orrery' })).body.totalPermissions).toBe(0)
    expect((await list({ q: 'restr' })).body.totalPermissions).toBe(
      seedPermissions.filter((p) => p.assignedTo.includes('restricted-user')).length,
    )
    await list({ sortBy: 'name', orderBy: 'asc' })

    const created = await call<Permission>('/apps/permissions', {
      method: 'POST',
      body: { name: 'Ábaque Orrery', assignedTo: ['restricted-user'] },
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    expect((await list({ q: 'ORRERY' })).body).toEqual({ permissions: [created.body], totalPermissions: 1 })
    expect((await list({ q: 'restr', itemsPerPage: -1 })).body.permissions.map((p) => p.id)).toContain(id) // role prefix
    const byName = await list({ sortBy: 'name', orderBy: 'asc' })
    expect(byName.body.totalPermissions).toBe(10)
    expect(byName.body.permissions[0]!.id).toBe(id) // Á sorts with A, before "Add & Remove Users"

    const edited = await call<Permission>(`/apps/permissions/${id}`, {
      method: 'PUT',
      body: { name: 'Zénith Orrery', assignedTo: ['manager'] },
    })
    expect(edited.status).toBe(200)
    expect((await list({ sortBy: 'name', orderBy: 'desc' })).body.permissions[0]!.id).toBe(id)
    expect((await list({ sortBy: 'name', orderBy: 'asc', itemsPerPage: -1 })).body.permissions.at(-1)!.id).toBe(id)
    expect((await list({ q: 'restr', itemsPerPage: -1 })).body.permissions.map((p) => p.id)).not.toContain(id)
    expect((await list({ q: 'zénith' })).body.permissions.map((p) => p.id)).toEqual([id])

    expect((await call(`/apps/permissions/${id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await list({ q: 'orrery' })).body).toEqual({ permissions: [], totalPermissions: 0 })
    const after = await list({ sortBy: 'name', orderBy: 'desc' })
    expect(after.body.totalPermissions).toBe(9)
    expect(after.body.permissions.map((p) => p.id)).not.toContain(id)
  })
})
