import { useMemo } from 'react'
import type { SalesRow } from '@/api/contracts/datatable'
import { formatDate } from '@/lib/format'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { demoKey } from '../shared/demo-key'
import { useDemoT } from '../shared/use-demo-t'
import { SalesTable } from './sales-table'

const col = createColumnHelper<SalesRow>()

/** Row editing via a dialog: the sales rows' buyer, date and status, saved by PUT /api/pages/datatable/{id}. */
export function SalesRowEditing() {
  const { t } = useDemoT()
  const columns = useMemo<DataTableColumn<SalesRow>[]>(
    () => [
      col.accessor((r) => r.product.name, { id: 'product', header: () => t('tables.product') }),
      col.accessor((r) => r.buyer.name, { id: 'buyer', header: () => t('tables.buyer') }),
      col.accessor('date', { header: () => t('tables.date'), cell: ({ getValue }) => formatDate(getValue()) }),
      col.accessor((r) => r.payment.status, {
        id: 'status',
        header: () => t('tables.status'),
        cell: ({ getValue }) => t(demoKey(`tables.salesStatus.${getValue()}`)),
      }),
    ],
    [t],
  )
  return <SalesTable label={t('dataTable.demos.rowEditing')} columns={columns} prefix="editing" itemsPerPage={5} density="dense" />
}
