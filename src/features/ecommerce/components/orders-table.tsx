import { Download, Eye, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ApiError } from '@/api/client'
import type { Order } from '@/api/contracts/ecommerce'
import { errorText } from '@/api/resources'
import { ecommerceOrders } from '@/api/resources/ecommerce'
import { formatDate, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DataTable, datedCsvName, toCsv, useCsvExport, useTableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { IconButton } from '@/ui/icon-button'
import { useToast } from '@/ui/toast'
import { orderColumns } from '../columns/order-columns'
import { orderDate, paymentOf } from '../lib/order-meta'

const linkIcon =
  'inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-[18px]'

/** The orders table: search (customer, email, number), server-side sort and paging, view, delete with confirmation, CSV export. */
export function OrdersTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const toast = useToast()
  const state = useTableState({ defaults: { sortBy: 'date', orderBy: 'desc' } })
  const list = ecommerceOrders.useList(state.query)
  const columns = useMemo(() => orderColumns(t), [t])
  const [deleting, setDeleting] = useState<Order | null>(null)
  const remove = ecommerceOrders.useMutation('remove', {
    failed: t('toasts.failed'),
    success: () => t('orders.deleted', { order: deleting?.order ?? '' }),
  })

  const { exporting, exportCsv } = useCsvExport<Order, []>({
    load: () => ecommerceOrders.fetchAll(state.query),
    file: (all) => ({
      name: datedCsvName('orders'),
      csv: toCsv(all, [
        { header: t('fields.order'), value: (o) => o.order },
        { header: t('fields.date'), value: (o) => formatDate(orderDate(o), { dateStyle: 'short', timeZone: 'UTC' }) },
        { header: t('fields.customer'), value: (o) => o.customer },
        { header: t('fields.email'), value: (o) => o.email },
        { header: t('fields.payment'), value: (o) => t(`payment.${paymentOf(o.payment).key}`) },
        { header: t('fields.status'), value: (o) => t(`orderStatus.${o.status}`) },
        { header: t('fields.spent'), value: (o) => o.spent },
      ]),
    }),
    onDone: (count) => toast(t('toasts.exported', { count: formatNumber(count) }), 'success'),
    onError: (error) => toast(errorText(error, t('toasts.failed')), 'error'),
  })

  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('orders.title')}
        columns={columns}
        data={list.data?.rows}
        total={list.data?.total}
        state={state}
        getRowId={(o) => o.id}
        getRowLabel={(o) => `#${o.order}`}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? (list.error instanceof ApiError ? list.error.message : true) : false}
        onRetry={() => list.refetch()}
        search={{ label: t('orders.search'), placeholder: t('orders.searchPlaceholder') }}
        toolbar={
          <Button variant="outlined" color="secondary" onClick={() => exportCsv()} loading={exporting} disabled={list.data?.total === 0}>
            <Download aria-hidden />
            {t('common:actions.export')}
          </Button>
        }
        rowActions={(o) => (
          <>
            <Link
              to={linkTo('orderDetails', { id: o.id })}
              aria-label={t('orders.view', { order: o.order })}
              title={t('orders.view', { order: o.order })}
              className={linkIcon}
            >
              <Eye aria-hidden />
            </Link>
            <IconButton size="sm" color="error" label={t('orders.delete', { order: o.order })} onClick={() => setDeleting(o)}>
              <Trash2 />
            </IconButton>
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        busy={remove.isPending}
        title={t('orders.deleteTitle')}
        message={t('orders.deleteMessage', { order: deleting?.order ?? '' })}
        confirmLabel={t('common:actions.delete')}
      />
    </Card>
  )
}
