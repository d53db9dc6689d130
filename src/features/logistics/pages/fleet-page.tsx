import { Maximize2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { logisticsVehicles } from '@/api/resources/logistics'
import { Button } from '@/ui/button'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { PageHeader } from '@/ui/page-header'
import { QueryState } from '@/ui/query-state'
import { FleetList } from '../components/fleet-list'
import { FleetMap } from '../components/fleet-map'
import type { PageModuleExtras } from '@/api/resources'

/** Every vehicle, by tracking number (the fleet is small: one page). */
const FLEET_QUERY = { page: 1, itemsPerPage: -1, sortBy: 'location', orderBy: 'asc' } as const

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['logistics']

/** /apps/logistics/fleet: the vehicle list beside the local map; the selected vehicle (`?vehicle=<id>`) is shown on both. */
export default function FleetPage() {
  const { t } = useTranslation('logistics')
  const [params, setParams] = useSearchParams()
  const list = logisticsVehicles.useList(FLEET_QUERY)
  const selectedId = Number(params.get('vehicle')) || undefined
  const select = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        if (id === null) next.delete('vehicle')
        else next.set('vehicle', String(id))
        return next
      },
      { replace: true },
    )
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('fleet.title')} subtitle={t('fleet.mapHint')} />
      <QueryState
        query={list}
        error={t('fleet.loadFailed')}
        isEmpty={(p) => p.rows.length === 0}
        empty={<Card className="p-6">{t('fleet.empty')}</Card>}
      >
        {(page) => {
          const selected = page.rows.find((v) => v.id === selectedId)
          return (
            <div className="grid items-start gap-6 sm:grid-cols-[minmax(14rem,18rem)_1fr]">
              <Card className="overflow-hidden">
                <CardHeader className="border-b border-border pb-4">
                  <CardTitle>{t('fleet.list')}</CardTitle>
                </CardHeader>
                <FleetList vehicles={page.rows} selectedId={selected?.id} onSelect={select} />
              </Card>
              <section aria-label={t('fleet.map')} className="flex flex-col gap-3">
                <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
                  <p aria-live="polite" className="text-sm text-muted">
                    {selected ? t('fleet.selected', { location: selected.location }) : ''}
                  </p>
                  {selected && (
                    <Button variant="tonal" size="sm" onClick={() => select(null)}>
                      <Maximize2 aria-hidden />
                      {t('fleet.showAll')}
                    </Button>
                  )}
                </div>
                <FleetMap vehicles={page.rows} selected={selected} onSelect={select} />
              </section>
            </div>
          )
        }}
      </QueryState>
    </div>
  )
}
