import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { expectSorted } from '@/testing/sorted'
import { db } from '@/mocks/db'
import {
  VEHICLE_SORT_KEYS,
  VEHICLE_WARNINGS,
  vehicleListResponse,
  type Vehicle,
  type VehicleListResponse,
  type VehicleSortKey,
} from '@/api/contracts/logistics'

setupMockApi()

const list = (query: Record<string, string | number | undefined> = {}) => call<VehicleListResponse>('/apps/logistics/vehicles', { query })

describe('GET /api/apps/logistics/vehicles', () => {
  it('answers 10 of the 25 vehicles with the total, in the exact wire shape', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(vehicleListResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body.totalVehicles).toBe(25)
    expect(res.body.vehicles.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('holds every warning of SPEC section 4', async () => {
    const all = await list({ itemsPerPage: -1 })
    expect(new Set(all.body.vehicles.map((v) => v.warnings))).toEqual(new Set(VEHICLE_WARNINGS))
  })

  const field: Record<VehicleSortKey, (v: Vehicle) => string | number> = {
    location: (v) => v.location,
    startRoute: (v) => v.startCity,
    endRoute: (v) => v.endCity,
    warnings: (v) => v.warnings,
    progress: (v) => v.progress,
  }
  for (const sortBy of VEHICLE_SORT_KEYS) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const res = await list({ sortBy, orderBy, itemsPerPage: -1 })
      expect(res.body.vehicles).toHaveLength(25)
      expectSorted(res.body.vehicles, field[sortBy], orderBy)
    })
  }

  it('sorts then pages: the second page of 5 by progress continues the first', async () => {
    const all = (await list({ sortBy: 'progress', orderBy: 'desc', itemsPerPage: -1 })).body.vehicles
    const second = (await list({ sortBy: 'progress', orderBy: 'desc', itemsPerPage: 5, page: 2 })).body.vehicles
    expect(second).toEqual(all.slice(5, 10))
  })

  it('pages: last page, beyond it, non-numeric size and page, -1', async () => {
    expect((await list({ page: 3 })).body.vehicles.map((v) => v.id)).toEqual([21, 22, 23, 24, 25])
    expect((await list({ page: 4 })).body).toEqual({ vehicles: [], totalVehicles: 25 })
    expect((await list({ itemsPerPage: 'many' })).body.vehicles).toHaveLength(10)
    expect((await list({ page: '?' })).body.vehicles[0]!.id).toBe(1)
    expect((await list({ itemsPerPage: -1 })).body.vehicles).toHaveLength(25)
  })

  it('ignores an unknown sort key', async () => {
    const res = await list({ sortBy: 'driver', orderBy: 'desc' })
    expect(res.body.vehicles[0]!.id).toBe(1)
  })
})

// Issue #8: the list answers from cached key lists and projections; every write must show at once.
// Vehicles have no write API: the vehicle is written through the database (the same write path).
describe('the vehicle list after a write (no stale cache)', () => {
  it('counts and orders a new, changed, then deleted vehicle at once', async () => {
    const first = (await list({ sortBy: 'startRoute', orderBy: 'asc' })).body.vehicles[0]!
    await list({ sortBy: 'progress', orderBy: 'desc' })
    await list({ page: 3 })

    const added: Vehicle = {
      id: 26,
      location: 999999,
      startCity: 'Århus',
      startCountry: 'DK',
      endCity: 'Zürich',
      endCountry: 'CH',
      warnings: 'No Warnings',
      progress: 100,
    }
    await db.vehicles.add(added)
    const byStart = await list({ sortBy: 'startRoute', orderBy: 'asc' })
    expect(byStart.body.totalVehicles).toBe(26)
    expect(byStart.body.vehicles[0]).toEqual(added) // Å sorts with A, before Barcelona
    expect((await list({ sortBy: 'progress', orderBy: 'desc' })).body.vehicles[0]!.id).toBe(26)
    expect((await list({ page: 3 })).body.vehicles.map((v) => v.id)).toEqual([21, 22, 23, 24, 25, 26])

    await db.vehicles.put({ ...added, startCity: 'Zagreb', progress: 0 })
    expect((await list({ sortBy: 'startRoute', orderBy: 'asc' })).body.vehicles[0]).toEqual(first)
    expect((await list({ sortBy: 'startRoute', orderBy: 'desc' })).body.vehicles[0]!.id).toBe(26)
    expect((await list({ sortBy: 'progress', orderBy: 'desc', itemsPerPage: -1 })).body.vehicles.at(-1)!.id).toBe(26)

    await db.vehicles.delete(26)
    expect((await list({ sortBy: 'startRoute', orderBy: 'desc', itemsPerPage: -1 })).body).toMatchObject({ totalVehicles: 25 })
    expect((await list({ sortBy: 'startRoute', orderBy: 'desc' })).body.vehicles[0]!.id).not.toBe(26)
    expect((await list({ page: 3 })).body.vehicles.map((v) => v.id)).toEqual([21, 22, 23, 24, 25])
  })
})
