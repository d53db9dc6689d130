import { Eye, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Order } from '@/api/contracts/ecommerce'
import { ecommerceOrders } from '@/api/resources/ecommerce'
import { formatDate } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Card } from '@/ui/card'
import { DataTable, datedCsvName, fromQuery, ListToolbar, toCsv, useListExport, useTableState } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import { DeleteConfirmDialog } from '@/ui/delete-confirm-dialogs'
import { IconButton } from '@/ui/icon-button'
import { orderColumns } from '../columns/order-columns'
import { orderDate, paymentOf } from '../lib/order-meta'

const linkIcon =
  'inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-[18px]'

const TABLE = { defaults: { sortBy: 'date', orderBy: 'desc' } } as const

/** The page's prefetch: the rows this table shows for the URL (its own query). */
export const prefetchOrders = listPrefetch(TABLE, ecommerceOrders.listQuery)

/** The orders table: search (customer, email, number), server-side sort and paging, view, delete with confirmation, CSV export. */
export function OrdersTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const state = useTableState(TABLE)
  const list = ecommerceOrders.useList(state.query)
  const columns = useMemo(() => orderColumns(t), [t])
  const [deleting, setDeleting] = useState<Order | null>(null)
  const remove = ecommerceOrders.useMutation('remove', {
    failed: t('toasts.failed'),
    success: () => t('orders.deleted', { order: deleting?.order ?? '' }),
  })

  const csv = useListExport<Order, []>({
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
    exported: (count) => t('toasts.exported', { count }),
    failed: t('toasts.failed'),
  })

  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('orders.title')}
        columns={columns}
        state={state}
        getRowId={(o) => o.id}
        getRowLabel={(o) => `#${o.order}`}
        {...fromQuery(list)}
        search={{ label: t('orders.search'), placeholder: t('orders.searchPlaceholder') }}
        toolbar={<ListToolbar csv={csv} empty={list.data?.total === 0} />}
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
      <DeleteConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        id={deleting?.id}
        remove={remove}
        title={t('orders.deleteTitle')}
        message={t('orders.deleteMessage', { order: deleting?.order ?? '' })}
      />
    </Card>
  )
}
