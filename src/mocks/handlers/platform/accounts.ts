import { http } from '../../lib/http'
import { db } from '../../db'
import { requireAuth } from '../../lib/auth'
import { readBody } from '../../lib/body'
import { fieldErrors, refuseIfAny, type FieldErrors } from '../../lib/field-errors'
import { pathId, pathRecord, recordOr404 } from '../../lib/ids'
import { created, json, noContent } from '../../lib/respond'
import { accountInputSchema, bulkRequest, type BulkResponse, type Platform, type StoredAccount } from '@/api/contracts/platform'
import { accountList } from './account-list'
import { accessRule, decorate, tables } from './shared'

const NOT_FOUND = 'Account not found'

/** Cross-record checks of an account body (model and strategy exist, phone unique in the platform); stops the handler with 400. */
async function refuseBadReferences(
  platform: Platform,
  body: { modelId: number | null; strategyId: number | null; phone: string },
  selfId?: number,
) {
  const errors: FieldErrors = {}
  if (body.modelId !== null && !(await db.models.get(body.modelId))) errors.modelId = ['platform:validation.modelUnknown']
  if (body.strategyId !== null && !(await tables(platform).strategies.get(body.strategyId)))
    errors.strategyId = ['platform:validation.strategyUnknown']
  const samePhone = await tables(platform).accounts.where('phone').equals(body.phone).first()
  if (samePhone && samePhone.id !== selfId) errors.phone = ['platform:validation.phoneTaken']
  refuseIfAny(errors)
}

/** /api/{platform}/accounts: list, create, bulk actions, read, edit, delete. */
export function accountHandlers(platform: Platform) {
  const base = `*/api/${platform}`
  const rule = accessRule(platform)
  const accountBody = accountInputSchema(platform)
  // The tables are looked up per request: the database connection can be replaced (reopen, restore).
  return [
    http.get(`${base}/accounts`, async ({ request }) => {
      await requireAuth(request, rule)
      return json(await accountList(platform, request.url))
    }),

    http.post(`${base}/accounts`, async ({ request }) => {
      await requireAuth(request, rule)
      const { accounts, strategies } = tables(platform)
      const body = await readBody(request, accountBody)
      const row = await db.transaction('rw', accounts, strategies, db.models, async () => {
        await refuseBadReferences(platform, body)
        const fresh: Omit<StoredAccount, 'id'> = {
          ...body,
          createdAt: new Date().toISOString(),
          lastActiveAt: null,
          stats: { likes: 0, matches: 0 },
        }
        const id = await accounts.add(fresh as StoredAccount)
        return (await accounts.get(id))!
      })
      return created((await decorate(platform, [row]))[0])
    }),

    http.post(`${base}/accounts/bulk`, async ({ request }) => {
      await requireAuth(request, rule)
      const { accounts, strategies } = tables(platform)
      const { action, strategyId, ...body } = await readBody(request, bulkRequest)
      const ids = [...new Set(body.ids)]
      await db.transaction('rw', accounts, strategies, async () => {
        const found = await accounts.bulkGet(ids)
        const missing = ids.filter((_, i) => !found[i])
        const errors: FieldErrors = {}
        if (missing.length) errors.ids = ['platform:validation.unknownIds']
        if (action === 'assignStrategy' && strategyId && !(await strategies.get(strategyId)))
          errors.strategyId = ['platform:validation.strategyUnknown']
        if (missing.length) fieldErrors(errors, `Unknown accounts: ${missing.join(', ')}`)
        refuseIfAny(errors)
        if (action === 'delete') await accounts.bulkDelete(ids)
        else {
          const changes: Partial<StoredAccount> =
            action === 'pause' ? { status: 'paused' } : action === 'resume' ? { status: 'active' } : { strategyId: strategyId ?? null }
          await accounts.bulkUpdate(ids.map((key) => ({ key, changes })))
        }
      })
      return json({ action, count: ids.length, ids } satisfies BulkResponse)
    }),

    http.get(`${base}/accounts/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const { accounts } = tables(platform)
      const row = await pathRecord(accounts, params.id, NOT_FOUND)
      return json((await decorate(platform, [row]))[0])
    }),

    http.put(`${base}/accounts/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const { accounts, strategies } = tables(platform)
      const { id } = await pathRecord(accounts, params.id, NOT_FOUND)
      const body = await readBody(request, accountBody)
      const row = await db.transaction('rw', accounts, strategies, db.models, async () => {
        const current = await recordOr404(accounts, id, NOT_FOUND)
        await refuseBadReferences(platform, body, id)
        const next: StoredAccount = { ...current, ...body, id: current.id }
        await accounts.put(next)
        return next
      })
      return json((await decorate(platform, [row]))[0])
    }),

    http.delete(`${base}/accounts/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const { accounts } = tables(platform)
      const id = pathId(params.id, NOT_FOUND)
      await db.transaction('rw', accounts, async () => {
        await recordOr404(accounts, id, NOT_FOUND)
        await accounts.delete(id)
      })
      return noContent()
    }),
  ]
}
