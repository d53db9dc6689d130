import { api, ApiError } from '@/api/client'
import { category, categoryInUse, categoryListResponse, type CategoryInput } from '@/api/contracts/ecommerce-categories'
import { defineResource, mutation } from './define-resource'
import type { ListParams } from './list-params'

const PATH = '/apps/ecommerce/categories'

export const CATEGORY_FILTERS = ['status'] as const
export type CategoryListParams = ListParams<(typeof CATEGORY_FILTERS)[number]>

/**
 * Product categories: the categories list (with products and earnings per category), the
 * add/edit drawer and the product form's category select. A category renamed renames it in its
 * products, hence `related` products.
 */
export const ecommerceCategories = defineResource({
  key: ['ecommerce', 'categories'],
  related: [['ecommerce', 'products']],
  list: (params: CategoryListParams, signal) =>
    api.get(PATH, { params: { ...params }, schema: categoryListResponse, signal }).then((r) => ({ rows: r.categories, total: r.total })),
  mutations: {
    create: mutation((body: CategoryInput) => api.post(PATH, body, { schema: category })),
    update: mutation(({ id, body }: { id: number; body: CategoryInput }) => api.put(`${PATH}/${id}`, body, { schema: category })),
    remove: mutation((id: number) => api.delete(`${PATH}/${id}`)),
  },
})

/** How many products stop a category's deletion (its 409 answer), or null for another error. */
export function categoryInUseCount(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const body = categoryInUse.safeParse(error.body)
  return body.success ? body.data.count : null
}
