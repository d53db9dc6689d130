import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { Product } from '@/api/contracts/ecommerce'
import { SCHEMA_VERSIONS, VermilionDB } from './db'
import { ensureSeeded } from './seed'

describe('database version 2 (shop categories and pictures)', () => {
  it('moves the pictures kept in meta to their own table and makes categories from the products', async () => {
    const name = `v2-${Date.now()}`
    // A database of version 1 as the app left it: seeded (the tables this test reads), pictures in meta.
    const v1 = new VermilionDB(name, SCHEMA_VERSIONS.slice(0, 1))
    await v1.ecommerceProducts.bulkAdd((await import('@seed/ecommerce-products.json')).default as Product[])
    await v1.meta.put({ key: 'seededAt', value: '2026-11-01T00:00:00.000Z' })
    const blob = new Blob(['png-bytes'], { type: 'image/png' })
    await v1.meta.put({ key: 'ecommerce-image:abc-123', value: { blob, name: 'photo.png' } })
    await v1.meta.put({ key: 'ecommerce-image:broken', value: { name: 'no blob' } })
    await v1.ecommerceProducts.update(1, { category: 'Garden' })
    const categories = new Set((await v1.ecommerceProducts.toArray()).map((p) => p.category))
    const products = await v1.ecommerceProducts.count()
    v1.close()

    const v2 = new VermilionDB(name)
    await ensureSeeded(v2)
    expect(v2.verno).toBe(2)
    const image = await v2.ecommerceImages.get('abc-123')
    expect(image).toMatchObject({ id: 'abc-123', name: 'photo.png', type: 'image/png', size: blob.size })
    expect(await image!.blob.text()).toBe('png-bytes')
    expect(await v2.meta.where('key').startsWith('ecommerce-image:').count()).toBe(0)
    expect(await v2.ecommerceImages.count()).toBe(1)
    const rows = await v2.ecommerceCategories.toArray()
    expect(new Set(rows.map((c) => c.title))).toEqual(categories)
    expect(rows.find((c) => c.title === 'Garden')).toMatchObject({ slug: 'garden', parentId: null, status: 'Published', description: '' })
    expect(new Set(rows.map((c) => c.slug)).size).toBe(rows.length)
    expect(await v2.ecommerceProducts.count()).toBe(products)
    v2.close()
  })

  it('a new database is seeded with the categories of the seed', async () => {
    const fresh = new VermilionDB(`v2-fresh-${Date.now()}`)
    await ensureSeeded(fresh)
    expect((await fresh.ecommerceCategories.toArray()).map((c) => c.slug)).toEqual([
      'accessories',
      'home-decor',
      'electronics',
      'shoes',
      'office',
      'games',
    ])
    fresh.close()
  })
})
