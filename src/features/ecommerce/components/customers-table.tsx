import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Customer } from '@/api/contracts/ecommerce'
import { ecommerceCustomers } from '@/api/resources/ecommerce'
import { regionName } from '@/lib/display-names'
import { Card } from '@/ui/card'
import { AddAction, DataTable, datedCsvName, fromQuery, ListToolbar, toCsv, useListExport, useTableState } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import { customerColumns } from '../columns/customer-columns'
import { CustomerAddDrawer } from './customer-add-drawer'

const TABLE = {}

/** The page's prefetch: the rows this table shows for the URL (its own query). */
export const prefetchCustomers = listPrefetch(TABLE, ecommerceCustomers.listQuery)

/** The customers table: search (name, country, email), server-side sort and paging, CSV export, "Add customer" drawer. */
export function CustomersTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const state = useTableState(TABLE)
  const list = ecommerceCustomers.useList(state.query)
  const columns = useMemo(() => customerColumns(t), [t])
  const [adding, setAdding] = useState(false)
  const csv = useListExport<Customer, []>({
    load: () => ecommerceCustomers.fetchAll(state.query),
    file: (all) => ({
      name: datedCsvName('customers'),
      csv: toCsv(all, [
        { header: t('fields.customerId'), value: (c) => c.customerId },
        { header: t('fields.customer'), value: (c) => c.customer },
        { header: t('fields.email'), value: (c) => c.email },
        { header: t('fields.country'), value: (c) => regionName(c.countryCode.toUpperCase()) },
        { header: t('fields.orders'), value: (c) => c.order },
        { header: t('fields.totalSpent'), value: (c) => c.totalSpent },
      ]),
    }),
    exported: (count) => t('toasts.exported', { count }),
    failed: t('toasts.failed'),
  })
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('customers.title')}
        columns={columns}
        state={state}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.customer}
        {...fromQuery(list)}
        search={{ label: t('customers.search'), placeholder: t('customers.searchPlaceholder') }}
        toolbar={
          <ListToolbar
            csv={csv}
            empty={list.data?.total === 0}
            add={<AddAction onClick={() => setAdding(true)} label={t('customers.add')} />}
          />
        }
      />
      <CustomerAddDrawer open={adding} onClose={() => setAdding(false)} />
    </Card>
  )
}
