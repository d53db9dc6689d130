import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { Product } from '@/api/contracts/ecommerce'
import type { Category, CategoryListResponse } from '@/api/contracts/ecommerce-categories'

setupMockApi()

const PATH = '/apps/ecommerce/categories'
const body = {
  title: 'Garden Tools',
  slug: 'garden-tools',
  parentId: null,
  description: '<p>Rakes<script>x()</script></p>',
  status: 'Published',
}
type Errors = { message: string; errors: Record<string, string[]> }

describe('GET /api/apps/ecommerce/categories', () => {
  it('answers the seeded categories with the products and their value per category, computed by the handler', async () => {
    const db = reopenDb()
    const res = await call<CategoryListResponse>(PATH, { query: { sortBy: 'title', orderBy: 'asc', itemsPerPage: -1 } })
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(6)
    expect(res.body.categories.map((c) => c.title)).toEqual(['Accessories', 'Electronics', 'Games', 'Home Decor', 'Office', 'Shoes'])
    const shoes = await db.ecommerceProducts.where('category').equals('Shoes').toArray()
    const row = res.body.categories.find((c) => c.title === 'Shoes')!
    expect(row.totalProducts).toBe(shoes.length)
    expect(row.totalProducts).toBeGreaterThan(0)
    const value = shoes.reduce((sum, p) => sum + Number(p.price.replace(/[^0-9.]/g, '')) * p.qty, 0)
    expect(row.totalEarning).toBeCloseTo(value, 2)
  })

  it('searches title or slug, filters by status, pages', async () => {
    const found = await call<CategoryListResponse>(PATH, { query: { q: 'home-dec' } })
    expect(found.body.categories.map((c) => c.title)).toEqual(['Home Decor'])
    const scheduled = await call<CategoryListResponse>(PATH, { query: { status: 'Scheduled' } })
    expect(scheduled.body.categories.map((c) => c.title)).toEqual(['Games'])
    const page = await call<CategoryListResponse>(PATH, { query: { itemsPerPage: 5, page: 2 } })
    expect(page.body).toMatchObject({ total: 6 })
    expect(page.body.categories).toHaveLength(1)
  })
})

describe('POST /api/apps/ecommerce/categories', () => {
  it('answers 201 with the stored category (sanitised description, default picture), persisted; a product can use it', async () => {
    const res = await call<Category>(PATH, { method: 'POST', body })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ title: 'Garden Tools', slug: 'garden-tools', parentId: null, status: 'Published' })
    expect(res.body.description).toBe('<p>Rakes</p>')
    expect(res.body.image).toMatch(/^\/images\//)
    expect(await reopenDb().ecommerceCategories.get(res.body.id)).toMatchObject({ title: 'Garden Tools' })
    const product = {
      productName: 'Rake',
      productBrand: 'Verd',
      category: 'Garden Tools',
      stock: true,
      sku: 77001,
      price: 9,
      qty: 2,
      status: 'Published',
    }
    const added = await call<Product>('/apps/ecommerce/products', { method: 'POST', body: product })
    expect(added.status).toBe(201)
    expect(added.body.image).toBe(res.body.image)
  })

  it('refuses with 400 and field errors, storing nothing: invalid body, taken title or slug, unknown parent', async () => {
    const db = reopenDb()
    const count = await db.ecommerceCategories.count()
    const bad = await call<Errors>(PATH, { method: 'POST', body: { title: '', slug: 'Not A Slug', status: 'Gone' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({
      title: ['validation.required'],
      slug: ['ecommerce:validation.slug'],
      status: ['validation.invalidChoice'],
    })
    const taken = await call<Errors>(PATH, { method: 'POST', body: { ...body, title: 'shoes', slug: 'games', parentId: 999 } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({
      title: ['validation.nameTaken'],
      slug: ['ecommerce:validation.slugTaken'],
      parentId: ['validation.invalidChoice'],
    })
    expect(await reopenDb().ecommerceCategories.count()).toBe(count)
  })

  it('a product naming an unknown category is refused with a field error', async () => {
    const product = {
      productName: 'Ghost',
      productBrand: 'X',
      category: 'Nowhere',
      stock: true,
      sku: 77002,
      price: 1,
      qty: 1,
      status: 'Published',
    }
    const res = await call<Errors>('/apps/ecommerce/products', { method: 'POST', body: product })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ category: ['validation.invalidChoice'] })
  })
})

describe('PUT /api/apps/ecommerce/categories/{id}', () => {
  it('saves the category and carries a new title to its products in the same transaction', async () => {
    const db = reopenDb()
    const office = (await db.ecommerceCategories.where('slug').equals('office').first())!
    const used = await db.ecommerceProducts.where('category').equals('Office').count()
    const res = await call<Category>(`${PATH}/${office.id}`, {
      method: 'PUT',
      body: { ...body, title: 'Workspace', slug: 'workspace', parentId: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: office.id, title: 'Workspace', parentId: 1, image: office.image })
    const after = reopenDb()
    expect(await after.ecommerceProducts.where('category').equals('Workspace').count()).toBe(used)
    expect(await after.ecommerceProducts.where('category').equals('Office').count()).toBe(0)
  })

  it('refuses its own parent (400) and answers 404 for an unknown id', async () => {
    const self = await call<Errors>(`${PATH}/1`, { method: 'PUT', body: { ...body, parentId: 1 } })
    expect(self.status).toBe(400)
    expect(self.body.errors).toEqual({ parentId: ['validation.invalidChoice'] })
    const missing = await call<{ message: string }>(`${PATH}/999`, { method: 'PUT', body })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Category not found')
  })
})

describe('DELETE /api/apps/ecommerce/categories/{id}', () => {
  it('answers 409 with the count while products use it, and deletes nothing', async () => {
    const db = reopenDb()
    const shoes = (await db.ecommerceCategories.where('slug').equals('shoes').first())!
    const used = await db.ecommerceProducts.where('category').equals('Shoes').count()
    const res = await call<{ message: string; count: number }>(`${PATH}/${shoes.id}`, { method: 'DELETE' })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ message: `Category is used by ${used} products`, count: used })
    expect(await reopenDb().ecommerceCategories.get(shoes.id)).toBeDefined()
  })

  it('deletes an unused category (its sub-categories lose their parent); a second delete is 404', async () => {
    const parent = await call<Category>(PATH, { method: 'POST', body: { ...body, title: 'Empty', slug: 'empty' } })
    const child = await call<Category>(PATH, { method: 'POST', body: { ...body, title: 'Child', slug: 'child', parentId: parent.body.id } })
    expect((await call(`${PATH}/${parent.body.id}`, { method: 'DELETE' })).status).toBe(204)
    const db = reopenDb()
    expect(await db.ecommerceCategories.get(parent.body.id)).toBeUndefined()
    expect((await db.ecommerceCategories.get(child.body.id))?.parentId).toBeNull()
    expect((await call(`${PATH}/${parent.body.id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await call(`${PATH}/01`, { method: 'DELETE' })).status).toBe(404)
  })
})
