import { http } from '../../lib/http'
import { db } from '../../db'
import { requireAuth } from '../../lib/auth'
import { readBody } from '../../lib/body'
import { haystack, listKeys, pageOfKeys } from '../../lib/list-index'
import { param, parseListQuery } from '../../lib/list-index'
import { created, json } from '../../lib/respond'
import {
  CATALOG_SORT_KEYS,
  otpSettings,
  topUpRequest,
  type BalanceResponse,
  type CatalogEntry,
  type CatalogResponse,
  type OtpSettings,
} from '@/api/contracts/otp'
import { ACCESS, ADMIN, CODE_DELAY_KEY, addEur, balanceOf, countryNames, readSettled, waitingOf } from './ledger'

/** What the catalog list keeps in memory per entry: the searched text (service, country and its names) and the stock. */
const projectCatalog = (c: CatalogEntry) => ({ text: haystack(c.service, c.country, ...countryNames(c.country)), stock: c.stock })

/** The OTP catalog, the caller's balance and its top-up, and the admin settings (code delay). */
export const catalogHandlers = [
  http.get('*/api/otp/catalog', async ({ request }) => {
    await requireAuth(request, ACCESS)
    const query = parseListQuery(request.url, CATALOG_SORT_KEYS)
    const inStock = param(query.params, 'inStock') === 'true'
    const q = query.q
    const keys = await listKeys({
      table: db.otpCatalog,
      where: [
        ['service', param(query.params, 'service')],
        ['country', param(query.params, 'country')?.toUpperCase()],
      ],
      projection: { id: 'list', project: projectCatalog },
      test: inStock || q ? (c) => (!inStock || c.stock > 0) && (!q || c.text.includes(q)) : undefined,
      // Every sort key is an index (service, country, price, stock); none keeps the stored order.
      order: query.sortBy ? { index: query.sortBy, desc: query.orderBy === 'desc' } : { index: null },
    })
    const catalog = await pageOfKeys(db.otpCatalog, keys, query.page, query.itemsPerPage)
    return json({ catalog, total: keys.length } satisfies CatalogResponse)
  }),

  http.get('*/api/otp/balance', async ({ request }) => {
    const account = await requireAuth(request, ACCESS)
    await readSettled(waitingOf(account.id))
    return json({ balance: await balanceOf(account.id) } satisfies BalanceResponse)
  }),

  http.post('*/api/otp/balance/top-up', async ({ request }) => {
    const account = await requireAuth(request, ACCESS)
    const body = await readBody(request, topUpRequest)
    const userId = account.id
    const balance = await db.transaction('rw', db.otpBalances, async () => {
      const next = addEur(await balanceOf(userId), body.amount)
      await db.otpBalances.put({ userId, balance: next })
      return next
    })
    return created({ balance } satisfies BalanceResponse)
  }),

  http.get('*/api/otp/settings', async ({ request }) => {
    await requireAuth(request, ADMIN)
    const value = (await db.meta.get(CODE_DELAY_KEY))?.value
    return json({ codeDelayMs: typeof value === 'number' ? value : null } satisfies OtpSettings)
  }),

  http.put('*/api/otp/settings', async ({ request }) => {
    await requireAuth(request, ADMIN)
    const body = await readBody(request, otpSettings)
    if (body.codeDelayMs === null) await db.meta.delete(CODE_DELAY_KEY)
    else await db.meta.put({ key: CODE_DELAY_KEY, value: body.codeDelayMs })
    return json(body satisfies OtpSettings)
  }),
]
