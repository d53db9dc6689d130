import { Truck } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Vehicle } from '@/api/contracts/logistics'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import {
  CITY_POINTS,
  LAND_PATHS,
  MAP_HEIGHT,
  MAP_WIDTH,
  routeOf,
  spreadPoints,
  transformOf,
  vehiclePoint,
  viewOn,
  WHOLE_MAP,
} from '../lib/fleet-geo'

const px = (percent: number, size: number) => (percent * size) / 100

/**
 * The fleet map (DECISIONS section 9): a local SVG of the coasts and cities, a marker button per
 * vehicle at its place on its route; the selected vehicle's route is drawn and the map flies to it
 * (a CSS transform: no tiles, no network). The map never mirrors (dir="ltr"); the list does.
 */
export function FleetMap({ vehicles, selected, onSelect }: { vehicles: Vehicle[]; selected?: Vehicle; onSelect: (id: number) => void }) {
  const { t } = useTranslation('logistics')
  // Each marker near its vehicle's place on its route, none covering another.
  const places = useMemo(() => spreadPoints(vehicles.map(vehiclePoint)), [vehicles])
  const at = selected ? vehicles.indexOf(selected) : -1
  const view = at >= 0 ? viewOn(places[at]!) : WHOLE_MAP
  const route = selected && routeOf(selected)
  return (
    <div
      dir="ltr"
      className="relative aspect-[1000/975] w-full overflow-hidden rounded-lg border border-border bg-info/15"
      role="group"
      aria-label={t('fleet.map')}
    >
      <div
        data-testid="fleet-map-view"
        data-focus={selected ? selected.id : ''}
        className="absolute inset-0 origin-top-left transition-transform duration-700 ease-out motion-reduce:transition-none"
        style={{ transform: transformOf(view) }}
      >
        <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="absolute inset-0 size-full" aria-hidden>
          {LAND_PATHS.map((d, i) => (
            <path key={i} d={d} className="fill-surface stroke-border" strokeWidth={2} strokeLinejoin="round" />
          ))}
          {route && (
            <line
              x1={px(route.from.x, MAP_WIDTH)}
              y1={px(route.from.y, MAP_HEIGHT)}
              x2={px(route.to.x, MAP_WIDTH)}
              y2={px(route.to.y, MAP_HEIGHT)}
              className="stroke-primary"
              strokeWidth={3 / view.scale}
              strokeDasharray={`${8 / view.scale} ${6 / view.scale}`}
            />
          )}
          {CITY_POINTS.map((c) => (
            <g key={c.name} className="fill-muted">
              <circle cx={px(c.x, MAP_WIDTH)} cy={px(c.y, MAP_HEIGHT)} r={4 / view.scale} />
              <text x={px(c.x, MAP_WIDTH) + 7 / view.scale} y={px(c.y, MAP_HEIGHT) - 6 / view.scale} fontSize={18 / view.scale}>
                {c.name}
              </text>
            </g>
          ))}
        </svg>
        {vehicles.map((v, i) => {
          const p = places[i]!
          const on = v.id === selected?.id
          return (
            <button
              key={v.id}
              type="button"
              aria-pressed={on}
              aria-label={t('fleet.marker', {
                location: v.location,
                from: v.startCity,
                to: v.endCity,
                percent: formatNumber(v.progress / 100, { style: 'percent' }),
              })}
              data-vehicle={v.id}
              onClick={() => onSelect(v.id)}
              className={cn(
                'absolute flex size-7 items-center justify-center rounded-full shadow-card transition-colors',
                on ? 'z-10 bg-primary-fill text-white' : 'bg-surface text-primary hover:bg-hover',
              )}
              style={{ insetInlineStart: `${p.x}%`, top: `${p.y}%`, transform: `translate(-50%, -50%) scale(${1 / view.scale})` }}
            >
              <Truck aria-hidden className="size-4" />
            </button>
          )
        })}
      </div>
    </div>
  )
}
