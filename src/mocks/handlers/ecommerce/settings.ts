import { http } from '../../lib/http'
import { db } from '../../db'
import { json } from '../../lib/respond'
import { readBody } from '../../lib/body'
import { shopSettings, shopSettingsUpdate, type ShopSettings } from '@/api/contracts/ecommerce-settings'

const BASE = '*/api/apps/ecommerce'
/** The settings live in one `meta` row (a single record: no table of their own). */
const KEY = 'ecommerce-settings'

const both = { email: true, app: true }
const emailOnly = { email: true, app: false }

/** What a shop that never saved its settings shows (the template's values). */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  store: {
    storeName: 'Vermilion Store',
    phone: '+33 1 84 88 00 00',
    contactEmail: 'shop@vermilion.example',
    senderEmail: 'no-reply@vermilion.example',
    legalName: 'Vermilion SAS',
    billingAddress: '12 rue des Lilas',
    billingCity: 'Paris',
    billingPostcode: '75011',
    billingCountry: 'FR',
    timeZone: 'Europe/Paris',
    unitSystem: 'metric',
    weightUnit: 'kg',
  },
  payments: {
    provider: 'stripe',
    methods: { visa: true, mastercard: true, amex: false, paypal: true },
    manual: { cashOnDelivery: true, bankTransfer: false, moneyOrder: false },
  },
  checkout: {
    contactMethod: 'email',
    fullName: 'firstAndLast',
    companyName: 'optional',
    addressLine2: 'optional',
    shippingPhone: 'required',
  },
  shipping: { domestic: { standard: 0, express: 10 }, international: { standard: 15, express: 35 } },
  location: {
    name: 'Entrepôt de Paris',
    isDefault: true,
    address: '45 avenue de la République',
    apartment: '',
    city: 'Paris',
    postcode: '75011',
    country: 'FR',
  },
  notifications: {
    customer: { orderConfirmation: both, orderCancelled: both, orderInvoice: emailOnly, giftCard: emailOnly },
    orders: { newOrder: both, refundRequest: both, paymentFailed: emailOnly },
    shipping: { pickedUp: both, outForDelivery: both, delivered: emailOnly },
  },
}

/** The stored settings over the defaults (a section saved by an older build keeps its defaults' new fields). */
async function readSettings(): Promise<ShopSettings> {
  const stored = (await db.meta.get(KEY))?.value
  const parsed = shopSettings.partial().safeParse(stored ?? {})
  return { ...DEFAULT_SHOP_SETTINGS, ...(parsed.success ? parsed.data : {}) }
}

/** The shop settings' six tabs (DECISIONS section 9): GET all, PUT the tabs saved. */
export const settingsHandlers = [
  http.get(`${BASE}/settings`, async () => json((await readSettings()) satisfies ShopSettings)),

  http.put(`${BASE}/settings`, async ({ request }) => {
    const update = await readBody(request, shopSettingsUpdate)
    const saved = await db.transaction('rw', db.meta, async () => {
      const next: ShopSettings = { ...(await readSettings()), ...update }
      await db.meta.put({ key: KEY, value: next })
      return next
    })
    return json(saved)
  }),
]
