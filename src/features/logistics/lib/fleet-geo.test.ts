import { describe, expect, it } from 'vitest'
import { CITIES, LAND_PATHS, MARKER_GAP, project, spreadPoints, transformOf, vehiclePoint, viewOn, WHOLE_MAP } from './fleet-geo'
import vehicles from '@seed/vehicles.json'

describe('fleet map geometry', () => {
  it('projects the corners and keeps every city of the seed inside the map', () => {
    expect(project([-16, 54])).toEqual({ x: 0, y: 0 })
    expect(project([16, 31])).toEqual({ x: 100, y: 100 })
    for (const v of vehicles) {
      for (const city of [v.startCity, v.endCity]) {
        expect(CITIES[city], city).toBeDefined()
        const p = project(CITIES[city]!)
        expect(p.x).toBeGreaterThan(0)
        expect(p.x).toBeLessThan(100)
        expect(p.y).toBeGreaterThan(0)
        expect(p.y).toBeLessThan(100)
      }
    }
    expect(LAND_PATHS.every((d) => /^M[\d.-]+ [\d.-]+( L[\d.-]+ [\d.-]+)+ Z$/.test(d))).toBe(true)
  })

  it('places a vehicle along its route by its progress', () => {
    const start = vehiclePoint({ startCity: 'Lyon', endCity: 'Madrid', progress: 0 })
    const end = vehiclePoint({ startCity: 'Lyon', endCity: 'Madrid', progress: 100 })
    const half = vehiclePoint({ startCity: 'Lyon', endCity: 'Madrid', progress: 50 })
    expect(start).toEqual(project(CITIES.Lyon!))
    expect(end).toEqual(project(CITIES.Madrid!))
    expect(half.x).toBeCloseTo((start.x + end.x) / 2)
    expect(half.y).toBeCloseTo((start.y + end.y) / 2)
  })

  it('flies to a point: centred when it can be, never past the edges', () => {
    expect(viewOn({ x: 50, y: 40 }, 2)).toEqual({ scale: 2, x: -50, y: -30 })
    // Near the top-left corner: the view stops at the edge (no empty band).
    expect(viewOn({ x: 5, y: 5 }, 2)).toEqual({ scale: 2, x: 0, y: 0 })
    expect(viewOn({ x: 99, y: 99 }, 2)).toEqual({ scale: 2, x: -100, y: -100 })
    expect(transformOf(WHOLE_MAP)).toBe('translate(0%, 0%) scale(1)')
  })

  it('spreads the markers of the seed so that none covers another, each near its vehicle', () => {
    const points = vehicles.map(vehiclePoint)
    const spread = spreadPoints(points)
    expect(spreadPoints(points)).toEqual(spread)
    for (const [i, a] of spread.entries()) {
      expect(Math.hypot(a.x - points[i]!.x, a.y - points[i]!.y)).toBeLessThan(MARKER_GAP * 2)
      for (const b of spread.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(MARKER_GAP - 0.05)
    }
    // Two vehicles at one place are parted; a lone one does not move.
    const [p, q] = spreadPoints([
      { x: 50, y: 50 },
      { x: 50, y: 50 },
    ])
    expect(Math.hypot(p!.x - q!.x, p!.y - q!.y)).toBeGreaterThanOrEqual(MARKER_GAP)
    expect(spreadPoints([{ x: 20, y: 30 }])).toEqual([{ x: 20, y: 30 }])
  })
})
