import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ecommerceOrders } from '@/api/resources/ecommerce'
import { DataTable, fromQuery, useTableState } from '@/ui/data-table'
import { orderColumns } from '../columns/order-columns'

/** A customer's orders (the orders resource searched by the customer's email: the same keys as the orders list). */
export function CustomerOrdersTable({ email }: { email: string }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const state = useTableState<never>({ defaults: { sortBy: 'date', orderBy: 'desc', itemsPerPage: 5 } })
  const list = ecommerceOrders.useList({ ...state.query, q: email })
  const columns = useMemo(() => orderColumns(t, { withCustomer: false }), [t])
  return (
    <DataTable
      label={t('customerDetails.orders')}
      columns={columns}
      state={state}
      getRowId={(o) => o.id}
      getRowLabel={(o) => `#${o.order}`}
      {...fromQuery(list)}
    />
  )
}
