import { http } from '../../lib/http'
import { db } from '../../db'
import { fieldErrors, type FieldErrors } from '../../lib/field-errors'
import { nextId, pathId, pathRecord, recordOr404 } from '../../lib/ids'
import { fold, haystack, memoByTables, pageForQuery, parseListQuery, param, type Order } from '../../lib/list-index'
import { created, halt, json, noContent } from '../../lib/respond'
import { readBody } from '../../lib/body'
import { whereIgnoreCase } from '../../lib/ignore-case'
import { parseMoney } from '@/api/contracts/ecommerce'
import {
  CATEGORY_SORT_KEYS,
  categoryInput,
  type Category,
  type CategoryListResponse,
  type CategoryRow,
} from '@/api/contracts/ecommerce-categories'

const BASE = '*/api/apps/ecommerce'
const NOT_FOUND = 'Category not found'
/** The picture of a category added without one. */
const DEFAULT_IMAGE = '/images/products/backpack.svg'

interface CategoryProjected {
  text: string
  title: string | null
}
const projectCategory = (c: Category): CategoryProjected => ({ text: haystack(c.title, c.slug), title: fold(c.title) })
const CATEGORY_SORT: Record<(typeof CATEGORY_SORT_KEYS)[number], Order<CategoryProjected>> = {
  title: { id: 'title', key: (c) => c.title },
  status: { index: 'status' },
}

/** Products and their value (Σ price × quantity) per category title; cached until products change. */
const totalsByCategory = () =>
  memoByTables('ecommerce-category-totals', [db.ecommerceProducts], async () => {
    const totals = new Map<string, { count: number; earning: number }>()
    await db.ecommerceProducts.each((p) => {
      const t = totals.get(p.category) ?? { count: 0, earning: 0 }
      t.count += 1
      t.earning = Math.round((t.earning + parseMoney(p.price) * p.qty) * 100) / 100
      totals.set(p.category, t)
    })
    return totals
  })

/** Title and slug free of other categories, parent an existing other category (one transaction with the write). */
async function checkCategory(body: { title: string; slug: string; parentId: number | null }, id?: number) {
  const errors: FieldErrors = {}
  const sameTitle = await whereIgnoreCase(db.ecommerceCategories, 'title', body.title).first()
  if (sameTitle && sameTitle.id !== id) errors.title = ['validation.nameTaken']
  const sameSlug = await db.ecommerceCategories.where('slug').equals(body.slug).first()
  if (sameSlug && sameSlug.id !== id) errors.slug = ['ecommerce:validation.slugTaken']
  if (body.parentId !== null && (body.parentId === id || !(await db.ecommerceCategories.get(body.parentId))))
    errors.parentId = ['validation.invalidChoice']
  if (Object.keys(errors).length) fieldErrors(errors)
}

/** The categories of the shop (DECISIONS section 9): list, add, edit, delete unless in use. */
export const categoryHandlers = [
  // The list engine (search title or slug, sort title or status, paging); totals computed here.
  http.get(`${BASE}/categories`, async ({ request }) => {
    const query = parseListQuery(request.url, CATEGORY_SORT_KEYS)
    const { rows, total } = await pageForQuery(query, {
      table: db.ecommerceCategories,
      where: [['status', param(query.params, 'status')]],
      project: projectCategory,
      sorts: CATEGORY_SORT,
    })
    const totals = await totalsByCategory()
    const categories: CategoryRow[] = rows.map((c) => ({
      ...c,
      totalProducts: totals.get(c.title)?.count ?? 0,
      totalEarning: totals.get(c.title)?.earning ?? 0,
    }))
    return json({ categories, total } satisfies CategoryListResponse)
  }),

  http.get(`${BASE}/categories/:id`, async ({ params }) =>
    json((await pathRecord(db.ecommerceCategories, params.id, NOT_FOUND)) satisfies Category),
  ),

  http.post(`${BASE}/categories`, async ({ request }) => {
    const { image, ...body } = await readBody(request, categoryInput)
    const saved = await db.transaction('rw', db.ecommerceCategories, async () => {
      await checkCategory(body)
      const row: Category = { ...body, id: await nextId(db.ecommerceCategories), image: image ?? DEFAULT_IMAGE }
      await db.ecommerceCategories.add(row)
      return row
    })
    return created(saved)
  }),

  // A new title is carried to the category's products in the same transaction.
  http.put(`${BASE}/categories/:id`, async ({ request, params }) => {
    const id = pathId(params.id, NOT_FOUND)
    const { image, ...body } = await readBody(request, categoryInput)
    const saved = await db.transaction('rw', db.ecommerceCategories, db.ecommerceProducts, async () => {
      const current = await recordOr404(db.ecommerceCategories, id, NOT_FOUND)
      await checkCategory(body, id)
      const row: Category = { ...current, ...body, id, image: image ?? current.image }
      await db.ecommerceCategories.put(row)
      if (row.title !== current.title) await db.ecommerceProducts.where('category').equals(current.title).modify({ category: row.title })
      return row
    })
    return json(saved)
  }),

  // 409 `{ message, count }` while products use it; its sub-categories lose their parent.
  http.delete(`${BASE}/categories/:id`, async ({ params }) => {
    const id = pathId(params.id, NOT_FOUND)
    await db.transaction('rw', db.ecommerceCategories, db.ecommerceProducts, async () => {
      const current = await recordOr404(db.ecommerceCategories, id, NOT_FOUND)
      const count = await db.ecommerceProducts.where('category').equals(current.title).count()
      if (count) halt(json({ message: `Category is used by ${count} products`, count }, 409))
      await db.ecommerceCategories.where('parentId').equals(id).modify({ parentId: null })
      await db.ecommerceCategories.delete(id)
    })
    return noContent()
  }),
]

/** The category a product names, or a 400 under `category` (call inside the product's transaction). */
export async function categoryOf(title: string): Promise<Category> {
  const found = await db.ecommerceCategories.where('title').equals(title).first()
  if (!found) fieldErrors({ category: ['validation.invalidChoice'] })
  return found
}
