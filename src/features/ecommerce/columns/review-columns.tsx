import type { Review } from '@/api/contracts/ecommerce'
import { formatDate } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Chip } from '@/ui/chip'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { RatingView } from '@/ui/rating'
import { orderDate } from '../lib/order-meta'
import type { ShopT } from '../lib/shop-t'

const col = createColumnHelper<Review>()

/** Columns of the reviews table; ids are the API's sort keys (product, reviewer, date, status). */
export function reviewColumns(t: ShopT): DataTableColumn<Review>[] {
  return [
    col.accessor('product', {
      id: 'product',
      header: () => t('fields.product'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-44 items-center gap-3">
          <img src={row.original.productImage} alt="" className="size-9 rounded-md bg-hover object-contain p-1" />
          <span className="min-w-0">
            <span className="block truncate font-medium text-strong">{row.original.product}</span>
            <span className="block truncate text-[0.8125rem] text-muted">{row.original.companyName}</span>
          </span>
        </span>
      ),
    }),
    col.accessor('reviewer', {
      id: 'reviewer',
      header: () => t('fields.reviewer'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-44 items-center gap-3">
          <Avatar src={row.original.avatar || undefined} name={row.original.reviewer} size={34} />
          <span className="min-w-0">
            <span className="block truncate font-medium text-strong">{row.original.reviewer}</span>
            <span className="block truncate text-[0.8125rem] text-muted" dir="ltr">
              {row.original.email}
            </span>
          </span>
        </span>
      ),
    }),
    col.accessor('review', {
      id: 'review',
      header: () => t('fields.review'),
      cell: ({ row }) => (
        <span className="block min-w-56">
          <RatingView value={row.original.review} size="sm" />
          <span className="block font-medium text-strong">{row.original.head}</span>
          <span className="line-clamp-2 text-[0.8125rem] text-muted">{row.original.para}</span>
        </span>
      ),
    }),
    col.accessor('date', {
      id: 'date',
      header: () => t('fields.date'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatDate(orderDate(row.original), { dateStyle: 'medium', timeZone: 'UTC' })}</span>
      ),
    }),
    col.accessor('status', {
      id: 'status',
      header: () => t('fields.status'),
      enableSorting: true,
      cell: ({ row }) => (
        <Chip tone={row.original.status === 'Published' ? 'success' : 'warning'}>{t(`reviewStatus.${row.original.status}`)}</Chip>
      ),
    }),
  ]
}
