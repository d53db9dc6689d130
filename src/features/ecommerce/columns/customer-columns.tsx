import { Link } from 'react-router-dom'
import type { Customer } from '@/api/contracts/ecommerce'
import { formatMoney, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Avatar } from '@/ui/avatar'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { CustomerCountry } from '../components/customer-country'
import { SHOP_CURRENCY } from '../lib/product-meta'
import type { ShopT } from '../lib/shop-t'

const col = createColumnHelper<Customer>()

/** Columns of the customers table; ids are the API's sort keys (customer, customerId, country, orders, totalSpent). */
export function customerColumns(t: ShopT): DataTableColumn<Customer>[] {
  return [
    col.accessor('customer', {
      id: 'customer',
      header: () => t('ecommerce:fields.customer'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-48 items-center gap-3">
          <Avatar src={row.original.avatar || undefined} name={row.original.customer} size={34} />
          <span className="min-w-0">
            <Link
              to={linkTo('customerDetails', { id: row.original.id })}
              className="block truncate font-medium text-strong hover:text-primary"
            >
              {row.original.customer}
            </Link>
            <span className="block truncate text-[0.8125rem] text-muted" dir="ltr">
              {row.original.email}
            </span>
          </span>
        </span>
      ),
    }),
    col.accessor('customerId', {
      id: 'customerId',
      header: () => t('ecommerce:fields.customerId'),
      enableSorting: true,
      cell: ({ row }) => <span dir="ltr">#{row.original.customerId}</span>,
    }),
    col.accessor('country', {
      id: 'country',
      header: () => t('ecommerce:fields.country'),
      enableSorting: true,
      cell: ({ row }) => <CustomerCountry code={row.original.countryCode} />,
    }),
    col.accessor('order', {
      id: 'orders',
      header: () => t('ecommerce:fields.orders'),
      enableSorting: true,
      cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.order)}</span>,
    }),
    col.accessor('totalSpent', {
      id: 'totalSpent',
      header: () => t('ecommerce:fields.totalSpent'),
      enableSorting: true,
      cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.totalSpent, SHOP_CURRENCY)}</span>,
    }),
  ]
}
