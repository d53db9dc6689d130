import { HttpResponse } from 'msw'
import { http } from '../lib/http'
import { whereIgnoreCase } from '../lib/ignore-case'
import { z } from 'zod'
import { db } from '../db'
import { requireAuth } from '../lib/auth'
import { countBy, fold, haystack, listKeys, pageOfKeys, searchTest, tableVersion, type Order } from '../lib/list-index'
import { memoByTables, usageBy } from '../lib/list-extras'
import { param, parseListQuery } from '../lib/list-query'
import { created, fail, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import {
  ACCOUNT_SORT_KEYS, ACCOUNT_STATUSES, STRATEGY_SORT_KEYS, accountInputSchema, bulkRequest, strategyInputSchema,
  type Account, type AccountListResponse, type AccountSortKey, type AccountStatus, type BulkResponse, type InUseBody, type Platform,
  type StatusCounts, type StoredAccount, type StoredStrategy, type Strategy, type StrategyListResponse, type StrategySortKey,
} from '@/api/contracts/platform'

/**
 * Tinder and Fruitz (DECISIONS section 6): ONE set of handlers, built per platform by
 * `platformHandlers(platform)`. Each platform has its own tables (ids start at 1 on both);
 * the Fruitz flavour differs only by the schemas of the contract (fruit, fruits).
 */
const tables = (platform: Platform) =>
  platform === 'tinder' ? { accounts: db.tinderAccounts, strategies: db.tinderStrategies } : { accounts: db.fruitzAccounts, strategies: db.fruitzStrategies }

const idParam = z.coerce.number().int().positive()

/** 400 with field errors given as i18n keys. */
export const fieldErrors = (errors: Record<string, string[]>, message = 'Validation failed') => HttpResponse.json({ message, errors }, { status: 400 })

/** 409 of a delete refused while records still use the resource. */
export const inUse = (what: 'Strategy' | 'Model', count: number) =>
  HttpResponse.json({ message: `${what} is used by ${count} accounts`, count } satisfies InUseBody, { status: 409 })

/** Accounts with their derived model name/photo and strategy name. */
async function decorate(platform: Platform, rows: StoredAccount[]): Promise<Account[]> {
  const modelIds = [...new Set(rows.map((r) => r.modelId).filter((v): v is number => v !== null))]
  const strategyIds = [...new Set(rows.map((r) => r.strategyId).filter((v): v is number => v !== null))]
  const [models, strategies] = await Promise.all([db.models.bulkGet(modelIds), tables(platform).strategies.bulkGet(strategyIds)])
  const modelById = new Map(models.filter((m) => m !== undefined).map((m) => [m.id, m]))
  const strategyById = new Map(strategies.filter((s) => s !== undefined).map((s) => [s.id, s]))
  return rows.map((r) => {
    const model = r.modelId === null ? undefined : modelById.get(r.modelId)
    return {
      ...r,
      modelName: model?.name ?? null,
      modelPhoto: model?.photos[0]?.url ?? null,
      strategyName: r.strategyId === null ? null : (strategyById.get(r.strategyId)?.name ?? null),
    }
  })
}

/** Accounts per strategy id, from the strategyId index only. */
const usageByStrategy = (platform: Platform) => usageBy(tables(platform).accounts, 'strategyId')

const withCount = (s: StoredStrategy, usage: Map<number, number>): Strategy => ({ ...s, accountCount: usage.get(s.id) ?? 0 })

// ---------------------------------------------------------------- list queries (list-index.ts)

/** What an account list keeps in memory per account: searched text, the criteria and sort values no index answers. */
interface ProjectedAccount {
  text: string
  phone: string
  name: string | null
  city: string | null
  status: AccountStatus
  strategyId: number | null
  modelId: number | null
  likes: number
  matches: number
}
const projectAccount = (a: StoredAccount): ProjectedAccount => ({
  text: haystack(a.name, a.city),
  phone: a.phone,
  name: fold(a.name),
  city: fold(a.city),
  status: a.status,
  strategyId: a.strategyId,
  modelId: a.modelId,
  likes: a.stats.likes,
  matches: a.stats.matches,
})

const STATUS_RANK = Object.fromEntries(ACCOUNT_STATUSES.map((s, i) => [s, i])) as Record<AccountStatus, number>

/** Sorts read from the account itself: an index of its table, or a projected value. */
const ACCOUNT_ORDER: Record<Exclude<AccountSortKey, 'model' | 'strategy'>, Order<ProjectedAccount>> = {
  name: { id: 'name', key: (p) => p.name },
  phone: { index: 'phone' },
  status: { id: 'status', key: (p) => STATUS_RANK[p.status] },
  city: { id: 'city', key: (p) => p.city },
  country: { index: 'country' },
  likes: { id: 'likes', key: (p) => p.likes },
  matches: { id: 'matches', key: (p) => p.matches },
  createdAt: { index: 'createdAt' },
  lastActiveAt: { index: 'lastActiveAt' },
}

/**
 * Folded names of the models (or strategies), by id, from their `name` index (keys only, no
 * record read): these tables are small beside the accounts. Cached until the table is written.
 */
function namesOf(source: typeof db.models | typeof db.tinderStrategies): Promise<Map<number, string | null>> {
  return memoByTables(`names|${source.name}`, [source], () =>
    source.db.transaction('r', source, async () => {
      const [names, ids] = await Promise.all([source.orderBy('name').keys(), source.orderBy('name').primaryKeys()])
      return new Map(ids.map((id, i) => [id, fold(String(names[i]))]))
    }),
  )
}

/**
 * The order of an account list: newest first by default; model and strategy names come from
 * other tables, so their derived order is named after those tables' versions.
 */
async function accountOrder(platform: Platform, sortBy: AccountSortKey | undefined, orderBy: 'asc' | 'desc'): Promise<Order<ProjectedAccount>> {
  const desc = orderBy === 'desc'
  if (!sortBy) return { index: 'createdAt', desc: true }
  if (sortBy === 'model' || sortBy === 'strategy') {
    const source = sortBy === 'model' ? db.models : tables(platform).strategies
    const names = await namesOf(source)
    const ref = (p: ProjectedAccount) => (sortBy === 'model' ? p.modelId : p.strategyId)
    return { id: `${sortBy}@${tableVersion(source)}`, key: (p) => (ref(p) === null ? null : (names.get(ref(p)!) ?? null)), desc }
  }
  return { ...ACCOUNT_ORDER[sortBy], desc }
}

/** What a strategy list keeps in memory per strategy. */
interface ProjectedStrategy {
  id: number
  text: string
  name: string | null
  dailyLikeLimit: number
  likeRatio: number
  maxDistanceKm: number
}
const projectStrategy = (s: StoredStrategy): ProjectedStrategy => ({
  id: s.id,
  text: haystack(s.name, s.description),
  name: fold(s.name),
  dailyLikeLimit: s.dailyLikeLimit,
  likeRatio: s.likeRatio,
  maxDistanceKm: s.maxDistanceKm,
})
const STRATEGY_ORDER: Record<Exclude<StrategySortKey, 'accountCount'>, Order<ProjectedStrategy>> = {
  name: { id: 'name', key: (p) => p.name },
  dailyLikeLimit: { id: 'dailyLikeLimit', key: (p) => p.dailyLikeLimit },
  likeRatio: { id: 'likeRatio', key: (p) => p.likeRatio },
  maxDistanceKm: { id: 'maxDistanceKm', key: (p) => p.maxDistanceKm },
  createdAt: { index: 'createdAt' },
}

/** `?force=true` (also `1`). */
const isForced = (url: string) => ['true', '1'].includes(new URL(url).searchParams.get('force') ?? '')

/** Filter value: a positive id, `none`, or undefined when absent or unreadable. */
function idFilter(params: URLSearchParams, key: string): number | 'none' | undefined {
  const v = param(params, key)
  if (v === undefined) return undefined
  if (v === 'none') return 'none'
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** Cross-record checks of an account body: model and strategy exist, phone unique in the platform. */
async function accountReferenceErrors(platform: Platform, body: { modelId: number | null; strategyId: number | null; phone: string }, selfId?: number) {
  const errors: Record<string, string[]> = {}
  if (body.modelId !== null && !(await db.models.get(body.modelId))) errors.modelId = ['platform:validation.modelUnknown']
  if (body.strategyId !== null && !(await tables(platform).strategies.get(body.strategyId))) errors.strategyId = ['platform:validation.strategyUnknown']
  const samePhone = await tables(platform).accounts.where('phone').equals(body.phone).first()
  if (samePhone && samePhone.id !== selfId) errors.phone = ['platform:validation.phoneTaken']
  return errors
}

async function strategyNameTaken(platform: Platform, name: string, selfId?: number): Promise<boolean> {
  const same = await whereIgnoreCase(tables(platform).strategies, 'name', name).first()
  return Boolean(same && same.id !== selfId)
}

export function platformHandlers(platform: Platform) {
  const base = `*/api/${platform}`
  const rule = { action: 'access', subject: platform }
  const accountBody = accountInputSchema(platform)
  const strategyBody = strategyInputSchema(platform)
  const accountNotFound = () => fail(404, 'Account not found')
  const strategyNotFound = () => fail(404, 'Strategy not found')

  return [
    // ------------------------------------------------------------ accounts
    // Filters status, strategyId and modelId (an id or `none`); search name, city or phone digits;
    // `counts` per status over every criterion but the status. Newest first by default.
    http.get(`${base}/accounts`, async ({ request }) => {
      await requireAuth(request, rule)
      const query = parseListQuery(request.url, ACCOUNT_SORT_KEYS)
      const statusParam = param(query.params, 'status')
      const status = (ACCOUNT_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as AccountStatus) : undefined
      const strategyId = idFilter(query.params, 'strategyId')
      const modelId = idFilter(query.params, 'modelId')
      const { accounts } = tables(platform)
      const phoneQ = query.q.replace(/[\s().-]/g, '')
      const tests: ((p: ProjectedAccount) => boolean)[] = []
      if (strategyId === 'none') tests.push((p) => p.strategyId === null)
      if (modelId === 'none') tests.push((p) => p.modelId === null)
      if (query.q) tests.push((p) => p.text.includes(query.q) || (phoneQ !== '' && p.phone.includes(phoneQ)))
      const test = tests.length ? (p: ProjectedAccount) => tests.every((t) => t(p)) : undefined
      // Every criterion but the status: the status counts are computed over this set.
      const scope = {
        table: accounts,
        where: [
          ['strategyId', typeof strategyId === 'number' ? strategyId : undefined],
          ['modelId', typeof modelId === 'number' ? modelId : undefined],
        ] as const,
        projection: { id: 'list', project: projectAccount },
        test,
        order: await accountOrder(platform, query.sortBy, query.orderBy),
      }
      const scoped = await listKeys(scope)
      const narrowed = test !== undefined || typeof strategyId === 'number' || typeof modelId === 'number'
      const byStatus = await countBy(accounts, 'status', ACCOUNT_STATUSES, narrowed ? scoped : undefined)
      const counts = Object.fromEntries(ACCOUNT_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as StatusCounts
      const keys = status ? await listKeys({ ...scope, where: [...scope.where, ['status', status]] }) : scoped
      const rows = await decorate(platform, await pageOfKeys(accounts, keys, query.page, query.itemsPerPage))
      const body: AccountListResponse = { accounts: rows, total: keys.length, counts }
      return json(body)
    }),

    http.post(`${base}/accounts`, async ({ request }) => {
      await requireAuth(request, rule)
      const body = await readBody(request, accountBody)
      const { accounts, strategies } = tables(platform)
      const result = await db.transaction('rw', accounts, strategies, db.models, async () => {
        const errors = await accountReferenceErrors(platform, body)
        if (Object.keys(errors).length) return { errors }
        const row: Omit<StoredAccount, 'id'> = { ...body, createdAt: new Date().toISOString(), lastActiveAt: null, stats: { likes: 0, matches: 0 } }
        const id = await accounts.add(row as StoredAccount)
        return { row: (await accounts.get(id))! }
      })
      if (result.errors) return fieldErrors(result.errors)
      return created((await decorate(platform, [result.row]))[0])
    }),

    http.post(`${base}/accounts/bulk`, async ({ request }) => {
      await requireAuth(request, rule)
      const body = await readBody(request, bulkRequest)
      const { action, strategyId } = body
      const ids = [...new Set(body.ids)]
      const { accounts, strategies } = tables(platform)
      const result = await db.transaction('rw', accounts, strategies, async () => {
        const found = await accounts.bulkGet(ids)
        const missing = ids.filter((_, i) => !found[i])
        const errors: Record<string, string[]> = {}
        if (missing.length) errors.ids = ['platform:validation.unknownIds']
        if (action === 'assignStrategy' && strategyId && !(await strategies.get(strategyId))) errors.strategyId = ['platform:validation.strategyUnknown']
        if (Object.keys(errors).length) return { errors, missing }
        if (action === 'delete') await accounts.bulkDelete(ids)
        else {
          const changes: Partial<StoredAccount> =
            action === 'pause' ? { status: 'paused' } : action === 'resume' ? { status: 'active' } : { strategyId: strategyId ?? null }
          await accounts.bulkUpdate(ids.map((key) => ({ key, changes })))
        }
        return { ids }
      })
      if (result.errors) {
        const message = result.missing?.length ? `Unknown accounts: ${result.missing.join(', ')}` : 'Validation failed'
        return fieldErrors(result.errors, message)
      }
      return json({ action, count: result.ids.length, ids: result.ids } satisfies BulkResponse)
    }),

    http.get(`${base}/accounts/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const id = idParam.safeParse(params.id)
      const row = id.success ? await tables(platform).accounts.get(id.data) : undefined
      if (!row) return accountNotFound()
      return json((await decorate(platform, [row]))[0])
    }),

    http.put(`${base}/accounts/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const id = idParam.safeParse(params.id)
      const { accounts, strategies } = tables(platform)
      if (!id.success || !(await accounts.get(id.data))) return accountNotFound()
      const body = await readBody(request, accountBody)
      const result = await db.transaction('rw', accounts, strategies, db.models, async () => {
        const current = await accounts.get(id.data)
        if (!current) return { notFound: true as const }
        const errors = await accountReferenceErrors(platform, body, id.data)
        if (Object.keys(errors).length) return { errors }
        const row: StoredAccount = { ...current, ...body, id: current.id }
        await accounts.put(row)
        return { row }
      })
      if (result.notFound) return accountNotFound()
      if (result.errors) return fieldErrors(result.errors)
      return json((await decorate(platform, [result.row]))[0])
    }),

    http.delete(`${base}/accounts/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const id = idParam.safeParse(params.id)
      const { accounts } = tables(platform)
      if (!id.success || !(await accounts.get(id.data))) return accountNotFound()
      await accounts.delete(id.data)
      return noContent()
    }),

    // ------------------------------------------------------------ strategies
    // Search name or description; by name (accents and case folded) unless sorted otherwise.
    http.get(`${base}/strategies`, async ({ request }) => {
      await requireAuth(request, rule)
      const query = parseListQuery(request.url, STRATEGY_SORT_KEYS)
      const { accounts, strategies } = tables(platform)
      const usage = await usageBy(accounts, 'strategyId')
      const sortBy = query.sortBy ?? 'name'
      const order: Order<ProjectedStrategy> =
        sortBy === 'accountCount'
          ? { id: `accountCount@${tableVersion(accounts)}`, key: (p) => usage.get(p.id) ?? 0 }
          : STRATEGY_ORDER[sortBy]
      const keys = await listKeys({
        table: strategies,
        projection: { id: 'list', project: projectStrategy },
        test: searchTest(query.q),
        order: { ...order, desc: query.sortBy ? query.orderBy === 'desc' : false },
      })
      const rows = (await pageOfKeys(strategies, keys, query.page, query.itemsPerPage)).map((s) => withCount(s, usage))
      const body: StrategyListResponse = { strategies: rows, total: keys.length }
      return json(body)
    }),

    http.post(`${base}/strategies`, async ({ request }) => {
      await requireAuth(request, rule)
      const body = await readBody(request, strategyBody)
      const { strategies } = tables(platform)
      const result = await db.transaction('rw', strategies, async () => {
        if (await strategyNameTaken(platform, body.name)) return { errors: { name: ['platform:validation.nameTaken'] } }
        const id = await strategies.add({ ...body, createdAt: new Date().toISOString() } as StoredStrategy)
        return { row: (await strategies.get(id))! }
      })
      if (result.errors) return fieldErrors(result.errors)
      return created(withCount(result.row, new Map()))
    }),

    http.get(`${base}/strategies/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const id = idParam.safeParse(params.id)
      const row = id.success ? await tables(platform).strategies.get(id.data) : undefined
      if (!row) return strategyNotFound()
      return json(withCount(row, await usageByStrategy(platform)))
    }),

    http.put(`${base}/strategies/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const id = idParam.safeParse(params.id)
      const { strategies } = tables(platform)
      if (!id.success || !(await strategies.get(id.data))) return strategyNotFound()
      const body = await readBody(request, strategyBody)
      const result = await db.transaction('rw', strategies, async () => {
        const current = await strategies.get(id.data)
        if (!current) return { notFound: true as const }
        if (await strategyNameTaken(platform, body.name, id.data)) return { errors: { name: ['platform:validation.nameTaken'] } }
        const row: StoredStrategy = { ...body, id: current.id, createdAt: current.createdAt }
        await strategies.put(row)
        return { row }
      })
      if (result.notFound) return strategyNotFound()
      if (result.errors) return fieldErrors(result.errors)
      return json(withCount(result.row, await usageByStrategy(platform)))
    }),

    // 409 `Strategy is used by N accounts` unless ?force=true, which unassigns it first (one transaction).
    http.delete(`${base}/strategies/:id`, async ({ request, params }) => {
      await requireAuth(request, rule)
      const id = idParam.safeParse(params.id)
      if (!id.success) return strategyNotFound()
      const force = isForced(request.url)
      const { accounts, strategies } = tables(platform)
      const result = await db.transaction('rw', accounts, strategies, async () => {
        if (!(await strategies.get(id.data))) return 'notFound' as const
        const users = accounts.where('strategyId').equals(id.data)
        const count = await users.count()
        if (count > 0 && !force) return count
        if (count > 0) await users.modify({ strategyId: null })
        await strategies.delete(id.data)
        return 'deleted' as const
      })
      if (result === 'notFound') return strategyNotFound()
      if (typeof result === 'number') return inUse('Strategy', result)
      return noContent()
    }),
  ]
}

export const platformAreaHandlers = [...platformHandlers('tinder'), ...platformHandlers('fruitz')]
