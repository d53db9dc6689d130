import { Link } from 'react-router-dom'
import type { Order } from '@/api/contracts/ecommerce'
import { formatDate, formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Avatar } from '@/ui/avatar'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { OrderStatusChip, PaymentMethod, PaymentState } from '../components/order-chips'
import { orderDate } from '../lib/order-meta'
import { SHOP_CURRENCY } from '../lib/product-meta'
import type { ShopT } from '../lib/shop-t'

const col = createColumnHelper<Order>()

/** Columns of the orders tables (list, a customer's orders); ids are the API's sort keys. */
export function orderColumns(t: ShopT, { withCustomer = true } = {}): DataTableColumn<Order>[] {
  return [
    col.accessor('order', {
      id: 'order',
      header: () => t('ecommerce:fields.order'),
      enableSorting: true,
      cell: ({ row }) => (
        <Link to={linkTo('orderDetails', { id: row.original.id })} className="font-medium text-primary hover:underline" dir="ltr">
          #{row.original.order}
        </Link>
      ),
    }),
    col.accessor('date', {
      id: 'date',
      header: () => t('ecommerce:fields.date'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatDate(orderDate(row.original), { dateStyle: 'medium', timeZone: 'UTC' })}</span>
      ),
    }),
    ...(withCustomer
      ? [
          col.accessor('customer', {
            id: 'customers',
            header: () => t('ecommerce:fields.customer'),
            enableSorting: true,
            cell: ({ row }) => (
              <span className="flex min-w-48 items-center gap-3">
                <Avatar src={row.original.avatar || undefined} name={row.original.customer} size={34} />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-strong">{row.original.customer}</span>
                  <span className="block truncate text-[0.8125rem] text-muted" dir="ltr">
                    {row.original.email}
                  </span>
                </span>
              </span>
            ),
          }),
        ]
      : []),
    col.accessor('payment', {
      id: 'payment',
      header: () => t('ecommerce:fields.payment'),
      cell: ({ row }) => <PaymentState code={row.original.payment} />,
    }),
    col.accessor('status', {
      id: 'status',
      header: () => t('ecommerce:fields.status'),
      enableSorting: true,
      cell: ({ row }) => <OrderStatusChip status={row.original.status} />,
    }),
    col.accessor('spent', {
      id: 'spent',
      header: () => t('ecommerce:fields.spent'),
      enableSorting: true,
      cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.spent, SHOP_CURRENCY)}</span>,
    }),
    col.accessor('method', {
      id: 'method',
      header: () => t('ecommerce:fields.method'),
      cell: ({ row }) => <PaymentMethod order={row.original} />,
    }),
  ]
}
