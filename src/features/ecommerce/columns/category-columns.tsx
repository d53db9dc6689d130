import type { CategoryRow } from '@/api/contracts/ecommerce-categories'
import { formatMoney, formatNumber } from '@/lib/format'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { HtmlView } from '@/ui/html-view'
import { ProductStatusChip } from '../components/shop-chips'
import { categoryLabel, SHOP_CURRENCY } from '../lib/product-meta'
import type { ShopT } from '../lib/shop-t'

const col = createColumnHelper<CategoryRow>()

/** Columns of the categories table; ids are the API's sort keys (title, status) where sortable. */
export function categoryColumns(t: ShopT): DataTableColumn<CategoryRow>[] {
  return [
    col.accessor('title', {
      id: 'title',
      header: () => t('ecommerce:fields.categories'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-56 items-center gap-3">
          <img src={row.original.image} alt="" className="size-10 shrink-0 rounded-md bg-hover object-contain p-1" loading="lazy" />
          <span className="min-w-0">
            <span className="block truncate font-medium text-strong">{categoryLabel(t, row.original.title)}</span>
            <HtmlView html={row.original.description} className="line-clamp-1 text-[0.8125rem] text-muted [&_p]:my-0" />
          </span>
        </span>
      ),
    }),
    col.accessor('totalProducts', {
      id: 'totalProducts',
      header: () => t('ecommerce:fields.totalProducts'),
      cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.totalProducts)}</span>,
    }),
    col.accessor('totalEarning', {
      id: 'totalEarning',
      header: () => t('ecommerce:fields.totalEarning'),
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatMoney(row.original.totalEarning, SHOP_CURRENCY)}</span>,
    }),
    col.accessor('status', {
      id: 'status',
      header: () => t('ecommerce:fields.status'),
      enableSorting: true,
      cell: ({ row }) => <ProductStatusChip status={row.original.status} />,
    }),
  ]
}
