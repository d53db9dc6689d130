import type { Vehicle } from '@/api/contracts/logistics'

/**
 * The fleet map's geography (DECISIONS section 9: a local SVG map, no tiles, no network): an
 * equirectangular view of western Europe and the Maghreb, coarse coastlines and the cities the
 * vehicles drive between. Coordinates are [longitude, latitude].
 */
type LonLat = readonly [number, number]
const LON = [-16, 16] as const
const LAT = [31, 54] as const
/** The SVG's size: 32° of longitude at cos(42.5°) against 23° of latitude. */
export const MAP_WIDTH = 1000
export const MAP_HEIGHT = 975

/** A place on the map, in percent of its width and height (0–100, from the top-left corner: the map never mirrors). */
export interface MapPoint {
  x: number
  y: number
}

export function project([lon, lat]: LonLat): MapPoint {
  return { x: ((lon - LON[0]) / (LON[1] - LON[0])) * 100, y: ((LAT[1] - lat) / (LAT[1] - LAT[0])) * 100 }
}

/** The cities of the seed (SPEC section 3's vehicles); an unknown city sits in the middle of the map. */
export const CITIES: Record<string, LonLat> = {
  Barcelona: [2.17, 41.39],
  Bordeaux: [-0.58, 44.84],
  Bruxelles: [4.35, 50.85],
  Casablanca: [-7.59, 33.57],
  Lille: [3.06, 50.63],
  Luxembourg: [6.13, 49.61],
  Lyon: [4.84, 45.76],
  Madrid: [-3.7, 40.42],
  Marseille: [5.37, 43.3],
  Milano: [9.19, 45.46],
  München: [11.58, 48.14],
  Nantes: [-1.55, 47.22],
  Rennes: [-1.68, 48.11],
  Rotterdam: [4.48, 51.92],
  Strasbourg: [7.75, 48.57],
  Tanger: [-5.8, 35.76],
  Toulouse: [1.44, 43.6],
  Tunis: [10.18, 36.81],
}
const cityPoint = (city: string): MapPoint => project(CITIES[city] ?? [0, 42.5])

/** Where a vehicle is: on the straight line from its start to its end city, `progress` % of the way. */
export function vehiclePoint(v: Pick<Vehicle, 'startCity' | 'endCity' | 'progress'>): MapPoint {
  const a = cityPoint(v.startCity)
  const b = cityPoint(v.endCity)
  const f = Math.min(100, Math.max(0, v.progress)) / 100
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }
}

/** Markers closer than this (percent of the map) would cover each other (WCAG 2.5.8: 24 px targets, on a map ≥ 400 px wide). */
export const MARKER_GAP = 7.5

/**
 * The markers' places: each vehicle's point, pushed apart from its neighbours until no two are
 * closer than `gap` (vehicles waiting in the same city share a point). Deterministic: the same
 * list always gives the same places; a marker stays near its vehicle.
 */
export function spreadPoints(points: readonly MapPoint[], gap = MARKER_GAP, rounds = 200): MapPoint[] {
  const out = points.map((p) => ({ ...p }))
  const clamp = (v: number) => Math.min(100 - gap / 2, Math.max(gap / 2, v))
  for (let round = 0; round < rounds; round++) {
    let moved = false
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!
        const b = out[j]!
        let dx = b.x - a.x
        let dy = b.y - a.y
        let d = Math.hypot(dx, dy)
        if (d >= gap - 1e-6) continue
        if (d < 1e-6) {
          // Same place: part them along a direction given by their indexes.
          const angle = ((i * 7 + j * 13) % 12) * (Math.PI / 6)
          dx = Math.cos(angle)
          dy = Math.sin(angle)
          d = 1
        }
        const push = (gap - Math.hypot(b.x - a.x, b.y - a.y)) / 2 + 0.01
        a.x = clamp(a.x - (dx / d) * push)
        a.y = clamp(a.y - (dy / d) * push)
        b.x = clamp(b.x + (dx / d) * push)
        b.y = clamp(b.y + (dy / d) * push)
        moved = true
      }
    }
    if (!moved) break
  }
  return out
}

/** A vehicle's route, as the two end points. */
export const routeOf = (v: Pick<Vehicle, 'startCity' | 'endCity'>) => ({ from: cityPoint(v.startCity), to: cityPoint(v.endCity) })

/** The view of the map: a scale and a translation (percent of the map's own size), applied from the top-left corner. */
export interface MapView {
  scale: number
  x: number
  y: number
}
export const WHOLE_MAP: MapView = { scale: 1, x: 0, y: 0 }
export const FOCUS_SCALE = 2.5

/** "Fly to": the view that zooms on `p` and centres it, without showing beyond the map's edges. */
export function viewOn(p: MapPoint, scale = FOCUS_SCALE): MapView {
  const clamp = (v: number) => Math.min(0, Math.max(100 - 100 * scale, v))
  return { scale, x: clamp(50 - p.x * scale), y: clamp(50 - p.y * scale) }
}

export const transformOf = (v: MapView) => `translate(${v.x}%, ${v.y}%) scale(${v.scale})`

const ring = (points: readonly LonLat[]) =>
  points
    .map((p, i) => {
      const { x, y } = project(p)
      return `${i ? 'L' : 'M'}${((x * MAP_WIDTH) / 100).toFixed(1)} ${((y * MAP_HEIGHT) / 100).toFixed(1)}`
    })
    .join(' ') + ' Z'

/* prettier-ignore */
const LAND: readonly (readonly LonLat[])[] = [
  // Continental Europe, from Cape St Vincent round the Bay of Biscay, the North Sea and back by the Adriatic and the Mediterranean.
  [[-9, 37], [-8.8, 38.7], [-9.4, 39.4], [-8.7, 41], [-8.9, 42.5], [-9.3, 43], [-8, 43.7], [-5.8, 43.6], [-3.8, 43.5], [-1.8, 43.4], [-1.4, 44.6], [-1.2, 46.2], [-2.2, 47.2], [-4.5, 47.9], [-4.7, 48.4], [-3, 48.8], [-1.6, 48.7], [-1.9, 49.7], [-1.2, 49.4], [0.2, 49.4], [1.5, 50.2], [1.6, 50.9], [2.5, 51.1], [3.5, 51.4], [4.2, 52], [4.7, 52.9], [5.5, 53.4], [7, 53.5], [8.5, 53.6], [8.9, 54], [9.5, 55], [17, 55], [17, 43.2], [15.5, 44], [14.5, 45.2], [13.7, 45.7], [12.3, 45.4], [12.4, 44.2], [13.6, 43.5], [14.7, 42.1], [16, 41.5], [17, 41], [17, 39.5], [16.5, 38.5], [15.7, 38], [16, 39], [15.6, 40], [14.9, 40.3], [14, 40.8], [12.4, 41.6], [11.1, 42.4], [10.5, 43], [10.2, 43.9], [8.8, 44.4], [7.5, 43.8], [6.2, 43.1], [4.8, 43.4], [3.1, 43.1], [3.2, 41.9], [0.9, 40.7], [-0.3, 39.5], [0.2, 38.8], [-0.8, 37.6], [-2.1, 36.7], [-4.4, 36.7], [-5.6, 36], [-6.3, 36.8], [-7.4, 37.2]],
  // The Maghreb coast, from the Atlantic to the Gulf of Sidra.
  [[-10, 30], [-9.8, 31.5], [-9.2, 32.3], [-8.5, 33.2], [-7.6, 33.6], [-6.8, 34], [-6.2, 35.2], [-5.8, 35.8], [-5.3, 35.9], [-4, 35.2], [-2.9, 35.2], [-0.6, 35.7], [3, 36.8], [5.1, 36.8], [7.8, 36.9], [9.9, 37.3], [10.2, 36.8], [11.1, 37.1], [10.6, 36.4], [10.6, 35.8], [10.8, 34.7], [10.1, 33.9], [11, 33.7], [12.5, 32.8], [15.2, 32.4], [17, 31.2], [17, 30]],
  // Great Britain and Ireland.
  [[-5.7, 50], [-3.5, 50.3], [-1, 50.7], [1.4, 51.2], [1.7, 52.6], [0.3, 53.5], [-0.2, 54.5], [-1, 55], [-3.2, 55], [-3, 53.4], [-4.6, 53.3], [-4.2, 52.3], [-5.3, 51.8], [-3, 51.5], [-4.5, 51.2]],
  [[-6, 54.6], [-6.2, 53.4], [-6.4, 52.2], [-8.5, 51.6], [-10.2, 51.8], [-9.8, 53.2], [-10, 54.2], [-8.5, 54.7]],
  // Corsica, Sardinia, Sicily, Majorca.
  [[9.4, 43], [9.6, 42], [9.2, 41.4], [8.6, 41.9], [8.6, 42.6]],
  [[9.2, 41.2], [9.8, 40.5], [9.5, 39.1], [8.6, 38.9], [8.4, 40.5]],
  [[12.4, 38.1], [15.6, 38.3], [15.1, 36.7], [12.5, 37.6]],
  [[2.4, 39.5], [3.4, 39.9], [3.2, 39.3]],
]

/** The land as SVG paths in the map's viewBox (0 0 MAP_WIDTH MAP_HEIGHT). */
export const LAND_PATHS = LAND.map(ring)

/** The city dots and names, in percent. */
export const CITY_POINTS = Object.keys(CITIES).map((name) => ({ name, ...cityPoint(name) }))
