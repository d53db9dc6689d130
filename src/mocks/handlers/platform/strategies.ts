import { http } from '../../lib/http'
import { db } from '../../db'
import { requireAuth } from '../../lib/auth'
import { readBody } from '../../lib/body'
import { fieldErrors } from '../../lib/field-errors'
import { pathId, pathRecord, recordOr404 } from '../../lib/ids'
import { whereIgnoreCase } from '../../lib/ignore-case'
import { created, halt, json, noContent } from '../../lib/respond'
import { strategyInputSchema, type Platform, type StoredStrategy } from '@/api/contracts/platform'
import { strategyList } from './strategy-list'
import { accessRule, inUse, isForced, tables, usageByStrategy, withCount } from './shared'

const NOT_FOUND = 'Strategy not found'

/** Stops the handler with 400 when another strategy of the platform has this name (case-insensitive). */
async function refuseTakenName(platform: Platform, name: string, selfId?: number): Promise<void> {
  const same = await whereIgnoreCase(tables(platform).strategies, 'name', name).first()
  if (same && same.id !== selfId) fieldErrors({ name: ['platform:validation.nameTaken'] })
}

/** /api/{platform}/strategies: list, create, read, edit, delete (409 while used unless forced). */
export function strategyHandlers(platform: Platform) {
  const base = `*/api/${platform}`
  const rule = accessRule(platform)
  const strategyBody = strategyInputSchema(platform)
  // The tables are looked up per request: the database connection can be replaced (reopen, restore).
  return [
    http.get(`${base}/strategies`, async ({ request }) => {
      await requireAuth(request, rule)
      return json(await strategyList(platform, request.url))
    }),

    http.post(`${base}/strategies`, async ({ request }) => {
      await requireAuth(request, rule)
      const { strategies } = tables(platform)
      const body = await readBody(request, strategyBody)
      const row = await db.transaction('rw', strategies, async () => {
        await refuseTakenName(platform, body.name)
        const id = await strategies.add({ ...body, createdAt: new Date().toISOString() } as StoredStrategy)
        return (await strategies.get(id))!
      })
      return created(withCount(row, new Map()))
    }),

    http.get(`${base}/strategies/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const { strategies } = tables(platform)
      const row = await pathRecord(strategies, params.id, NOT_FOUND)
      return json(withCount(row, await usageByStrategy(platform)))
    }),

    http.put(`${base}/strategies/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const { strategies } = tables(platform)
      const { id } = await pathRecord(strategies, params.id, NOT_FOUND)
      const body = await readBody(request, strategyBody)
      const row = await db.transaction('rw', strategies, async () => {
        const current = await recordOr404(strategies, id, NOT_FOUND)
        await refuseTakenName(platform, body.name, id)
        const next: StoredStrategy = { ...body, id: current.id, createdAt: current.createdAt }
        await strategies.put(next)
        return next
      })
      return json(withCount(row, await usageByStrategy(platform)))
    }),

    // 409 `Strategy is used by N accounts` unless ?force=true, which unassigns it first (one transaction).
    http.delete(`${base}/strategies/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const { accounts, strategies } = tables(platform)
      const id = pathId(params.id, NOT_FOUND)
      const force = isForced(request.url)
      await db.transaction('rw', accounts, strategies, async () => {
        await recordOr404(strategies, id, NOT_FOUND)
        const users = accounts.where('strategyId').equals(id)
        const count = await users.count()
        if (count > 0 && !force) halt(inUse('Strategy', count))
        if (count > 0) await users.modify({ strategyId: null })
        await strategies.delete(id)
      })
      return noContent()
    }),
  ]
}
