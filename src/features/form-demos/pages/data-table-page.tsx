import { useMemo } from 'react'
import { formatDate, formatNumber } from '@/lib/format'
import { Chip } from '@/ui/chip'
import { createColumnHelper, DataTable, type DataTableColumn } from '@/ui/data-table'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import type { PEOPLE_STATUSES } from '../tables/datatable-rows'
import { type Person } from '../tables/datatable-rows'
import { KitchenSink } from '../tables/kitchen-sink'
import { usePeopleTable } from '../tables/use-demo-table'
import raw from './data-table-page.tsx?raw'
import { demoKey } from '../shared/demo-key'

const col = createColumnHelper<Person>()
const TONES = {
  current: 'primary',
  professional: 'success',
  rejected: 'error',
  resigned: 'warning',
  applied: 'info',
} as const satisfies Record<(typeof PEOPLE_STATUSES)[number], string>

/** The columns of the static demos; `chips` draws the status as a chip (the "cell slot" demo). */
function usePeopleColumns(chips = false) {
  const { t } = useDemoT()
  return useMemo<DataTableColumn<Person>[]>(
    () => [
      col.accessor('name', { header: () => t('tables.name'), enableSorting: true }),
      col.accessor('email', { header: () => t('tables.email') }),
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
            <Chip tone={TONES[row.original.status]}>{t(demoKey(`tables.statuses.${row.original.status}`))}</Chip>
          ) : (
            t(demoKey(`tables.statuses.${row.original.status}`))
          ),
      }),
    ],
    [t, chips],
  )
}

/** A static demo table: its own URL state (prefix), and whatever DataTable props the demo shows. */
function PeopleTable({
  prefix,
  chips,
  ...props
}: { prefix: string; chips?: boolean } & Pick<
  React.ComponentProps<typeof DataTable<Person, string>>,
  'density' | 'selectable' | 'maxHeight'
>) {
  const { t } = useDemoT()
  const { state, page } = usePeopleTable(prefix)
  return (
    <DataTable
      label={t(demoKey(`dataTable.demos.${prefix}`))}
      columns={usePeopleColumns(chips)}
      data={page.rows}
      total={page.total}
      state={state}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      {...props}
    />
  )
}

function Basic() {
  return <PeopleTable prefix="basic" />
}

function Dense() {
  return <PeopleTable prefix="dense" density="dense" />
}

function CellSlot() {
  return <PeopleTable prefix="cellSlot" chips />
}

function RowSelection() {
  return <PeopleTable prefix="rowSelection" selectable />
}

function FixedHeader() {
  return <PeopleTable prefix="fixedHeader" maxHeight="18rem" />
}

export default function DataTablePage() {
  return <DemoPage page="dataTable" raw={raw} single demos={{ Basic, Dense, CellSlot, RowSelection, FixedHeader, KitchenSink }} />
}
