import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { ShopSettings } from '@/api/contracts/ecommerce-settings'
import { DEFAULT_SHOP_SETTINGS } from './settings'

setupMockApi()

const PATH = '/apps/ecommerce/settings'
type Errors = { errors: Record<string, string[]> }

describe('GET /api/apps/ecommerce/settings', () => {
  it('answers the six tabs, the defaults before any save', async () => {
    const res = await call<ShopSettings>(PATH)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['checkout', 'location', 'notifications', 'payments', 'shipping', 'store'])
    expect(res.body).toEqual(DEFAULT_SHOP_SETTINGS)
  })
})

describe('PUT /api/apps/ecommerce/settings', () => {
  it('replaces the sections sent, keeps the others, persisted', async () => {
    const store = { ...DEFAULT_SHOP_SETTINGS.store, storeName: 'Maison Oriel', timeZone: 'Asia/Dubai' }
    const shipping = { domestic: { standard: 4.9, express: 12 }, international: { standard: 19, express: 40 } }
    const res = await call<ShopSettings>(PATH, { method: 'PUT', body: { store, shipping } })
    expect(res.status).toBe(200)
    expect(res.body.store).toEqual(store)
    expect(res.body.shipping).toEqual(shipping)
    expect(res.body.payments).toEqual(DEFAULT_SHOP_SETTINGS.payments)
    reopenDb()
    const again = await call<ShopSettings>(PATH)
    expect(again.body).toEqual({ ...DEFAULT_SHOP_SETTINGS, store, shipping })
    const notifications = {
      ...DEFAULT_SHOP_SETTINGS.notifications,
      orders: { ...DEFAULT_SHOP_SETTINGS.notifications.orders, newOrder: { email: false, app: false } },
    }
    await call(PATH, { method: 'PUT', body: { notifications } })
    expect((await call<ShopSettings>(PATH)).body).toEqual({ ...DEFAULT_SHOP_SETTINGS, store, shipping, notifications })
  })

  it('refuses an invalid section with 400 field errors and stores nothing', async () => {
    const db = reopenDb()
    const before = await db.meta.get('ecommerce-settings')
    const res = await call<Errors>(PATH, {
      method: 'PUT',
      body: {
        store: { ...DEFAULT_SHOP_SETTINGS.store, storeName: '', contactEmail: 'nope', timeZone: 'Mars/Base' },
        shipping: { domestic: { standard: -1, express: 1 }, international: { standard: 1, express: 1 } },
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({
      'store.storeName': ['validation.required'],
      'store.contactEmail': ['validation.email'],
      'store.timeZone': ['validation.invalidChoice'],
      'shipping.domestic.standard': ['validation.number'],
    })
    const unknown = await call<Errors>(PATH, { method: 'PUT', body: { theme: 'dark' } })
    expect(unknown.status).toBe(400)
    expect(await reopenDb().meta.get('ecommerce-settings')).toEqual(before)
  })
})
