import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { Product } from '@/api/contracts/ecommerce'

setupMockApi()

type Errors = { errors: Record<string, string[]> }
const body = {
  productName: 'Tessera Desk Organiser',
  productBrand: 'Tessera',
  category: 'Office',
  stock: true,
  sku: 7654321,
  price: 40,
  qty: 12,
  status: 'Published',
}
const extras = {
  barcode: '0123-4567',
  variants: [
    { option: 'size', value: 'XL' },
    { option: 'color', value: 'Vermilion' },
  ],
  inventory: {
    restockQty: 25,
    shipping: 'company',
    delivery: 'selected',
    attributes: ['fragile', 'expiry'],
    expiryDate: '2027-03-01',
    idType: 'ean',
    productId: 'EAN-42',
  },
  discountedPrice: 34.5,
  chargeTax: false,
  collection: 'women',
  tags: ['desk', 'wood'],
}

describe('the add/edit form’s variants, inventory, pricing and organise fields', () => {
  it('POST stores them on the product and GET answers them after a reopen', async () => {
    const res = await call<Product>('/apps/ecommerce/products', { method: 'POST', body: { ...body, ...extras } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject(extras)
    expect(await reopenDb().ecommerceProducts.get(res.body.id)).toMatchObject(extras)
    expect((await call<Product>(`/apps/ecommerce/products/${res.body.id}`)).body).toMatchObject(extras)
  })

  it('PUT replaces them: edited variants and tags kept, what is no longer sent is gone', async () => {
    const { id } = (await call<Product>('/apps/ecommerce/products', { method: 'POST', body: { ...body, ...extras } })).body
    const { discountedPrice: _gone, ...rest } = extras
    const edited = { ...body, ...rest, variants: [{ option: 'weight', value: '2 kg' }], tags: ['oak'] }
    const res = await call<Product>(`/apps/ecommerce/products/${id}`, { method: 'PUT', body: edited })
    expect(res.status).toBe(200)
    const stored = await reopenDb().ecommerceProducts.get(id)
    expect(stored?.variants).toEqual([{ option: 'weight', value: '2 kg' }])
    expect(stored?.tags).toEqual(['oak'])
    expect(stored?.inventory?.restockQty).toBe(25)
    expect(stored && 'discountedPrice' in stored).toBe(false)
  })

  it.each([
    ['equal to', 40],
    ['above', 41],
  ])('answers 400 with the discountedPrice field error for a discount %s the price, storing nothing', async (_name, discountedPrice) => {
    const before = await reopenDb().ecommerceProducts.count()
    const res = await call<Errors>('/apps/ecommerce/products', { method: 'POST', body: { ...body, discountedPrice } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ discountedPrice: ['ecommerce:products.discountBelowPrice'] })
    expect(await reopenDb().ecommerceProducts.count()).toBe(before)
    const put = await call<Errors>('/apps/ecommerce/products/3', { method: 'PUT', body: { ...body, sku: 3333333, discountedPrice } })
    expect(put.status).toBe(400)
    expect(put.body.errors).toEqual({ discountedPrice: ['ecommerce:products.discountBelowPrice'] })
    expect((await reopenDb().ecommerceProducts.get(3))?.productName).not.toBe(body.productName)
  })

  it('answers 400 for a bad variant, an unknown inventory choice, an expiry with no date and too many tags', async () => {
    const res = await call<Errors>('/apps/ecommerce/products', {
      method: 'POST',
      body: {
        ...body,
        variants: [{ option: 'flavour', value: '' }],
        inventory: { ...extras.inventory, shipping: 'drone', expiryDate: undefined },
        tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({
      'variants.0.option': ['validation.invalidChoice'],
      'variants.0.value': ['validation.required'],
      'inventory.shipping': ['validation.invalidChoice'],
      tags: ['validation.tooLong'],
    })
  })
})
