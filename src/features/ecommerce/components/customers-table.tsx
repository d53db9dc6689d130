import { Download, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import type { Customer } from '@/api/contracts/ecommerce'
import { errorText } from '@/api/resources'
import { ecommerceCustomers } from '@/api/resources/ecommerce'
import { regionName } from '@/lib/display-names'
import { formatNumber } from '@/lib/format'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DataTable, datedCsvName, toCsv, useCsvExport, useTableState } from '@/ui/data-table'
import { useToast } from '@/ui/toast'
import { customerColumns } from '../columns/customer-columns'
import { CustomerAddDrawer } from './customer-add-drawer'

/** The customers table: search (name, country, email), server-side sort and paging, CSV export, "Add customer" drawer. */
export function CustomersTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const toast = useToast()
  const state = useTableState({})
  const list = ecommerceCustomers.useList(state.query)
  const columns = useMemo(() => customerColumns(t), [t])
  const [adding, setAdding] = useState(false)
  const { exporting, exportCsv } = useCsvExport<Customer, []>({
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
    onDone: (count) => toast(t('toasts.exported', { count: formatNumber(count) }), 'success'),
    onError: (error) => toast(errorText(error, t('toasts.failed')), 'error'),
  })
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('customers.title')}
        columns={columns}
        data={list.data?.rows}
        total={list.data?.total}
        state={state}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.customer}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? (list.error instanceof ApiError ? list.error.message : true) : false}
        onRetry={() => list.refetch()}
        search={{ label: t('customers.search'), placeholder: t('customers.searchPlaceholder') }}
        toolbar={
          <>
            <Button variant="outlined" color="secondary" onClick={() => exportCsv()} loading={exporting} disabled={list.data?.total === 0}>
              <Download aria-hidden />
              {t('common:actions.export')}
            </Button>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {t('customers.add')}
            </Button>
          </>
        }
      />
      <CustomerAddDrawer open={adding} onClose={() => setAdding(false)} />
    </Card>
  )
}
