import type { TFunction } from 'i18next'
import { Truck } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Vehicle } from '@/api/contracts/logistics'
import { displayNames, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Chip } from '@/ui/chip'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { LinearProgress } from '@/ui/progress'
import { toneClasses } from '@/ui/tone'
import { WARNING_META } from '../lib/warnings'

const col = createColumnHelper<Vehicle>()

/** "Lyon, France": the city and the country's name in the active language. */
export const placeOf = (t: TFunction<'logistics'>, city: string, country: string) =>
  t('vehicles.place', { city, country: displayNames('region').of(country) ?? country })

/** Columns of the on-route vehicles table; sortable ids are the API's sort keys (SPEC section 7). */
export function vehicleColumns(t: TFunction<'logistics'>): DataTableColumn<Vehicle>[] {
  return [
    col.accessor('location', {
      id: 'location',
      header: () => t('vehicles.columns.location'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <span aria-hidden className={`flex size-9 items-center justify-center rounded-full ${toneClasses.secondary.soft}`}>
            <Truck className="size-5" />
          </span>
          <Link
            to={linkTo('logisticsFleet', {}, { vehicle: row.original.id })}
            className="font-medium text-primary hover:underline"
            dir="ltr"
          >
            {t('vehicles.name', { location: row.original.location })}
          </Link>
        </span>
      ),
    }),
    col.accessor('startCity', {
      id: 'startRoute',
      header: () => t('vehicles.columns.startRoute'),
      enableSorting: true,
      cell: ({ row }) => placeOf(t, row.original.startCity, row.original.startCountry),
    }),
    col.accessor('endCity', {
      id: 'endRoute',
      header: () => t('vehicles.columns.endRoute'),
      enableSorting: true,
      cell: ({ row }) => placeOf(t, row.original.endCity, row.original.endCountry),
    }),
    col.accessor('warnings', {
      id: 'warnings',
      header: () => t('vehicles.columns.warnings'),
      enableSorting: true,
      cell: ({ row }) => {
        const meta = WARNING_META[row.original.warnings]
        return <Chip tone={meta.tone}>{t(meta.key)}</Chip>
      },
    }),
    col.accessor('progress', {
      id: 'progress',
      header: () => t('vehicles.columns.progress'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-36 items-center gap-3">
          <LinearProgress
            value={row.original.progress}
            label={t('vehicles.progressLabel', { location: row.original.location })}
            className="flex-1"
          />
          <span className="w-10 text-end tabular-nums">{formatNumber(row.original.progress / 100, { style: 'percent' })}</span>
        </span>
      ),
    }),
  ]
}
