import { useTranslation } from 'react-i18next'
import { ecommerceCategories } from '@/api/resources/ecommerce-categories'
import { categoryLabel } from '../lib/product-meta'

/** Every category, by title (the product form's and the filters' select, the drawer's parent select). */
export function useCategories() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const list = ecommerceCategories.useList({ itemsPerPage: -1, sortBy: 'title', orderBy: 'asc' })
  const rows = list.data?.rows ?? []
  return {
    rows,
    /** value = the title (what a product stores), label = its name in the active language. */
    titleOptions: rows.map((c) => ({ value: c.title, label: categoryLabel(t, c.title) })),
  }
}
