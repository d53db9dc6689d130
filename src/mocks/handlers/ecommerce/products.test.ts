import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { BASE, call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { Product } from '@/api/contracts/ecommerce'

setupMockApi()

const body = {
  productName: 'Tessera Desk Organiser',
  productBrand: 'Tessera',
  category: 'Office',
  stock: true,
  sku: 123456,
  price: 24.99,
  qty: 40,
  status: 'Published',
}
type Errors = { errors: Record<string, string[]> }

const upload = (file: Blob | string, name = 'photo.png') => {
  const form = new FormData()
  if (typeof file === 'string') form.append('file', file)
  else form.append('file', file, name)
  return fetch(`${BASE}/api/apps/ecommerce/images`, { method: 'POST', body: form })
}

describe('GET /api/apps/ecommerce/products/{id}', () => {
  it('answers the product, 404 with an empty body when unknown', async () => {
    const res = await call<Product>('/apps/ecommerce/products/3')
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(3)
    expect((await call('/apps/ecommerce/products/9999')).status).toBe(404)
    expect((await call('/apps/ecommerce/products/03')).status).toBe(404)
  })
})

describe('PUT /api/apps/ecommerce/products/{id}', () => {
  it('replaces the product (price text, sanitised description, picture kept when none is sent), persisted', async () => {
    const before = (await call<Product>('/apps/ecommerce/products/3')).body
    const res = await call<Product>('/apps/ecommerce/products/3', {
      method: 'PUT',
      body: { ...body, sku: before.sku, description: '<p>Nice<script>alert(1)</script></p>' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: 3,
      productName: body.productName,
      price: '$24.99',
      image: before.image,
      description: '<p>Nice</p>',
    })
    expect(await reopenDb().ecommerceProducts.get(3)).toEqual(res.body)
  })

  it('keeps its own SKU but refuses another product’s (400 skuTaken), writing nothing', async () => {
    const other = (await call<Product>('/apps/ecommerce/products/4')).body
    const res = await call<Errors>('/apps/ecommerce/products/3', { method: 'PUT', body: { ...body, sku: other.sku } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ sku: ['validation.skuTaken'] })
    expect((await reopenDb().ecommerceProducts.get(3))?.productName).not.toBe(body.productName)
  })

  it('answers 400 with field errors for an invalid body and 404 for an unknown product', async () => {
    const res = await call<Errors>('/apps/ecommerce/products/3', { method: 'PUT', body: { ...body, productName: '', price: -2 } })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors).sort()).toEqual(['price', 'productName'])
    expect((await call('/apps/ecommerce/products/9999', { method: 'PUT', body })).status).toBe(404)
  })
})

describe('POST /api/apps/ecommerce/images', () => {
  it('stores the picture as a Blob and serves it back; a product can use its URL', async () => {
    const res = await upload(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }))
    expect(res.status).toBe(201)
    const { url } = (await res.json()) as { url: string }
    expect(url).toMatch(/^\/api\/apps\/ecommerce\/images\/[\w-]+$/)
    const image = await fetch(new URL(url, BASE))
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]))
    const saved = await call<Product>('/apps/ecommerce/products', { method: 'POST', body: { ...body, image: url } })
    expect(saved.body.image).toBe(url)
  })

  it.each([
    ['a text file', new Blob(['hello'], { type: 'text/plain' }), 'ecommerce:validation.imageType'],
    ['an empty image', new Blob([], { type: 'image/png' }), 'ecommerce:validation.imageEmpty'],
    ['a field without a file', 'not a file', 'validation.required'],
  ])('answers 400 for %s', async (_name, file, error) => {
    const res = await upload(file)
    expect(res.status).toBe(400)
    expect(((await res.json()) as Errors).errors).toEqual({ file: [error] })
  })

  it('answers 404 for an unknown picture', async () => {
    expect((await fetch(`${BASE}/api/apps/ecommerce/images/nope`)).status).toBe(404)
  })
})
