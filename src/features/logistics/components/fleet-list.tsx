import { ChevronDown, Truck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Vehicle } from '@/api/contracts/logistics'
import { cn } from '@/lib/cn'
import { formatDateTime, formatNumber } from '@/lib/format'
import { LinearProgress } from '@/ui/progress'
import { Timeline, TimelineItem } from '@/ui/timeline'
import { deliverySteps, driverOf } from '../lib/delivery-steps'

/** One vehicle of the list: a button that selects it (and flies the map), then its delivery when selected. */
function FleetItem({ vehicle: v, selected, onSelect }: { vehicle: Vehicle; selected: boolean; onSelect: (id: number | null) => void }) {
  const { t } = useTranslation('logistics')
  const ref = useRef<HTMLLIElement>(null)
  const panel = `fleet-vehicle-${v.id}`
  const name = t('vehicles.name', { location: v.location })
  // Bring the selected vehicle into the list's view (the list scrolls, not the page).
  useEffect(() => {
    const item = ref.current
    const list = item?.parentElement
    if (!selected || !item || !list) return
    if (item.offsetTop < list.scrollTop || item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = item.offsetTop
  }, [selected])
  return (
    <li ref={ref} className="border-b border-border last:border-0">
      <h3>
        <button
          type="button"
          aria-expanded={selected}
          aria-controls={panel}
          onClick={() => onSelect(selected ? null : v.id)}
          className={cn('flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-hover', selected && 'bg-primary/10')}
        >
          <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary/15 text-secondary">
            <Truck className="size-5" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium text-strong" dir="ltr">
              {name}
            </span>
            <span className="truncate text-sm text-muted">{t('fleet.route', { from: v.startCity, to: v.endCity })}</span>
          </span>
          <ChevronDown aria-hidden className={cn('size-5 shrink-0 text-muted transition-transform', selected && 'rotate-180')} />
        </button>
      </h3>
      {selected && (
        <div id={panel} className="flex flex-col gap-4 px-4 pb-4">
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-strong">{t('fleet.deliveryProcess')}</span>
              <span className="tabular-nums">{formatNumber(v.progress / 100, { style: 'percent' })}</span>
            </div>
            <LinearProgress value={v.progress} label={t('vehicles.progressLabel', { location: v.location })} />
          </div>
          <Timeline label={t('fleet.deliveryProcess')}>
            {deliverySteps(v).map((s) => (
              <TimelineItem
                key={s.key}
                tone={s.done ? 'success' : 'secondary'}
                outlined={!s.done}
                title={t(s.label)}
                time={s.at ? formatDateTime(s.at) : t('fleet.pending')}
                dateTime={s.at}
              >
                {s.key === 'created' && <span className="text-sm text-muted">{t('fleet.driver', { name: driverOf(v) })}</span>}
              </TimelineItem>
            ))}
          </Timeline>
        </div>
      )}
    </li>
  )
}

/** The vehicles (SCREENS "Fleet": name, route; the selected one shows its delivery progress and timeline). */
export function FleetList({
  vehicles,
  selectedId,
  onSelect,
}: {
  vehicles: Vehicle[]
  selectedId?: number
  onSelect: (id: number | null) => void
}) {
  const { t } = useTranslation('logistics')
  return (
    <ul aria-label={t('fleet.list')} className="relative max-h-[75vh] overflow-y-auto">
      {vehicles.map((v) => (
        <FleetItem key={v.id} vehicle={v} selected={v.id === selectedId} onSelect={onSelect} />
      ))}
    </ul>
  )
}
