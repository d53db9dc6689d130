import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { logisticsVehicles } from '@/api/resources/logistics'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { ALL_ROWS, DataTable, fromQuery, useTableState } from '@/ui/data-table'
import { vehicleColumns } from '../columns/vehicle-columns'

/** "On route vehicles": the live vehicle list (GET /api/apps/logistics/vehicles) with its sorts, on the one DataTable. */
export function VehiclesTable() {
  const { t } = useTranslation('logistics')
  const state = useTableState<never>({ prefix: 'vehicles.', pageSizes: [5, 10, 20, ALL_ROWS], defaults: { itemsPerPage: 5 } })
  const list = logisticsVehicles.useList(state.query)
  const columns = useMemo(() => vehicleColumns(t), [t])
  return (
    <Card className="overflow-hidden md:col-span-2 lg:col-span-3" aria-label={t('vehicles.title')}>
      <CardHeader className="border-b border-border pb-4">
        <CardTitle>{t('vehicles.title')}</CardTitle>
      </CardHeader>
      <DataTable
        label={t('vehicles.title')}
        columns={columns}
        {...fromQuery(list)}
        state={state}
        getRowId={(v) => v.id}
        getRowLabel={(v) => t('vehicles.name', { location: v.location })}
        selectable
        search={false}
        empty={{ message: t('vehicles.empty') }}
      />
    </Card>
  )
}
