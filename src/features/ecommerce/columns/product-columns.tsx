import { Link } from 'react-router-dom'
import type { Product } from '@/api/contracts/ecommerce'
import { formatMoney, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { Switch } from '@/ui/switch'
import { ProductCategory, ProductStatusChip } from '../components/shop-chips'
import { productPrice, SHOP_CURRENCY } from '../lib/product-meta'
import type { ShopT } from '../lib/shop-t'

const col = createColumnHelper<Product>()

/** The product's picture, name (link to its edit page) and brand: the first cell of every product list. */
export function ProductCell({ product: p }: { product: Product }) {
  return (
    <span className="flex min-w-52 items-center gap-3">
      <img src={p.image} alt="" className="size-10 shrink-0 rounded-md bg-hover object-contain p-1" loading="lazy" />
      <span className="min-w-0">
        <Link to={linkTo('productEdit', { id: p.id })} className="block truncate font-medium text-strong hover:text-primary">
          {p.productName}
        </Link>
        <span className="block truncate text-[0.8125rem] text-muted">{p.productBrand}</span>
      </span>
    </span>
  )
}

/** Columns of the products table; ids are the API's sort keys (product, category, status, price, qty, sku). */
export function productColumns(t: ShopT, onStock: (p: Product, stock: boolean) => void): DataTableColumn<Product>[] {
  return [
    col.accessor('productName', {
      id: 'product',
      header: () => t('ecommerce:fields.product'),
      enableSorting: true,
      cell: ({ row }) => <ProductCell product={row.original} />,
    }),
    col.accessor('category', {
      id: 'category',
      header: () => t('ecommerce:fields.category'),
      enableSorting: true,
      cell: ({ row }) => <ProductCategory category={row.original.category} />,
    }),
    col.accessor('stock', {
      id: 'stock',
      header: () => t('ecommerce:fields.stock'),
      cell: ({ row }) => (
        <Switch
          checked={row.original.stock}
          onChange={(v) => onStock(row.original, v)}
          label={<span className="sr-only">{t('ecommerce:products.stockToggle', { name: row.original.productName })}</span>}
          className="min-h-11 justify-start"
        />
      ),
    }),
    col.accessor('sku', {
      id: 'sku',
      header: () => t('ecommerce:fields.sku'),
      enableSorting: true,
      cell: ({ row }) => <span className="tabular-nums">{row.original.sku}</span>,
    }),
    col.accessor('price', {
      id: 'price',
      header: () => t('ecommerce:fields.price'),
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatMoney(productPrice(row.original), SHOP_CURRENCY)}</span>,
    }),
    col.accessor('qty', {
      id: 'qty',
      header: () => t('ecommerce:fields.qty'),
      enableSorting: true,
      cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.qty)}</span>,
    }),
    col.accessor('status', {
      id: 'status',
      header: () => t('ecommerce:fields.status'),
      enableSorting: true,
      cell: ({ row }) => <ProductStatusChip status={row.original.status} />,
    }),
  ]
}
