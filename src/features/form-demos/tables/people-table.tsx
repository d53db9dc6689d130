import { useMemo } from 'react'
import { formatDate, formatNumber } from '@/lib/format'
import { Chip } from '@/ui/chip'
import { EmailAddress } from '@/ui/email-address'
import { createColumnHelper, DataTable, type DataTableColumn } from '@/ui/data-table'
import { demoKey } from '../shared/demo-key'
import { useDemoT } from '../shared/use-demo-t'
import type { PEOPLE_STATUSES } from './datatable-rows'
import { type Person } from './datatable-rows'
import { usePeopleTable } from './use-demo-table'

const col = createColumnHelper<Person>()
export const STATUS_TONES = {
  current: 'primary',
  professional: 'success',
  rejected: 'error',
  resigned: 'warning',
  applied: 'info',
} as const satisfies Record<(typeof PEOPLE_STATUSES)[number], string>

/** The columns of the static demos; `chips` draws the status as a chip (the "cell slot" demo). */
export function usePeopleColumns(chips = false) {
  const { t } = useDemoT()
  return useMemo<DataTableColumn<Person>[]>(
    () => [
      col.accessor('name', { header: () => t('tables.name'), enableSorting: true }),
      col.accessor('email', { header: () => t('tables.email'), cell: ({ getValue }) => <EmailAddress value={getValue()} /> }),
      col.accessor('date', { header: () => t('tables.date'), enableSorting: true, cell: ({ getValue }) => formatDate(getValue()) }),
      col.accessor('salary', {
        header: () => t('tables.salary'),
        enableSorting: true,
        meta: { align: 'end' },
        cell: ({ getValue }) => formatNumber(getValue(), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
      }),
      col.accessor('age', {
        header: () => t('tables.age'),
        enableSorting: true,
        meta: { align: 'end' },
        cell: ({ getValue }) => formatNumber(getValue()),
      }),
      col.accessor('status', {
        header: () => t('tables.status'),
        cell: ({ row }) =>
          chips ? (
            <Chip tone={STATUS_TONES[row.original.status]}>{t(demoKey(`tables.statuses.${row.original.status}`))}</Chip>
          ) : (
            t(demoKey(`tables.statuses.${row.original.status}`))
          ),
      }),
    ],
    [t, chips],
  )
}

type PeopleTableProps = { prefix: string; chips?: boolean; columns?: DataTableColumn<Person>[] } & Pick<
  React.ComponentProps<typeof DataTable<Person, string>>,
  'density' | 'selectable' | 'maxHeight' | 'expandedRow' | 'groupBy' | 'footer'
> & {
    /** Reorders the page's rows (the grouped demo keeps each group together). */
    arrange?: (rows: Person[]) => Person[]
    children?: (state: ReturnType<typeof usePeopleTable>) => React.ReactNode
  }

/** A static demo table: its own URL state (prefix), and whatever DataTable props the demo shows. */
export function PeopleTable({ prefix, chips, columns, arrange, children, ...props }: PeopleTableProps) {
  const { t } = useDemoT()
  const table = usePeopleTable(prefix)
  const { state, page } = table
  const base = usePeopleColumns(chips)
  return (
    <>
      <DataTable
        label={t(demoKey(`dataTable.demos.${prefix}`))}
        columns={columns ?? base}
        data={arrange ? arrange(page.rows) : page.rows}
        total={page.total}
        state={state}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.name}
        {...props}
      />
      {children?.(table)}
    </>
  )
}
