import type { Product } from '@/api/contracts/ecommerce'
import { toCsv, type CsvColumn } from '@/ui/data-table'
import { categoryLabel, productPrice } from './product-meta'
import type { ShopT } from './shop-t'

/** The CSV of the products (headers, category and status in the active language; price as a number). */
export function productsCsv(rows: readonly Product[], t: ShopT): string {
  const columns: CsvColumn<Product>[] = [
    { header: t('ecommerce:fields.id'), value: (p) => p.id },
    { header: t('ecommerce:fields.product'), value: (p) => p.productName },
    { header: t('ecommerce:fields.brand'), value: (p) => p.productBrand },
    { header: t('ecommerce:fields.category'), value: (p) => categoryLabel(t, p.category) },
    { header: t('ecommerce:fields.stock'), value: (p) => t(p.stock ? 'ecommerce:stock.in' : 'ecommerce:stock.out') },
    { header: t('ecommerce:fields.sku'), value: (p) => p.sku },
    { header: t('ecommerce:fields.price'), value: (p) => productPrice(p) },
    { header: t('ecommerce:fields.qty'), value: (p) => p.qty },
    { header: t('ecommerce:fields.status'), value: (p) => t(`ecommerce:productStatus.${p.status}`) },
  ]
  return toCsv(rows, columns)
}
