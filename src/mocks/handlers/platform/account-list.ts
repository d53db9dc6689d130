import { db } from '../../db'
import { countBy, fold, haystack, listKeys, pageOfKeys, tableVersion, type Order } from '../../lib/list-index'
import { memoByTables } from '../../lib/list-index'
import { param, parseListQuery } from '../../lib/list-index'
import {
  ACCOUNT_SORT_KEYS,
  ACCOUNT_STATUSES,
  type AccountListResponse,
  type AccountSortKey,
  type AccountStatus,
  type Platform,
  type StatusCounts,
  type StoredAccount,
} from '@/api/contracts/platform'
import { decorate, tables } from './shared'

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
async function accountOrder(
  platform: Platform,
  sortBy: AccountSortKey | undefined,
  orderBy: 'asc' | 'desc',
): Promise<Order<ProjectedAccount>> {
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

/** Filter value: a positive id, `none`, or undefined when absent or unreadable. */
function idFilter(params: URLSearchParams, key: string): number | 'none' | undefined {
  const v = param(params, key)
  if (v === undefined) return undefined
  if (v === 'none') return 'none'
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * GET /api/{platform}/accounts. Filters status, strategyId and modelId (an id or `none`); search
 * name, city or phone digits; `counts` per status over every criterion but the status. Newest
 * first by default.
 */
export async function accountList(platform: Platform, url: string): Promise<AccountListResponse> {
  const query = parseListQuery(url, ACCOUNT_SORT_KEYS)
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
  // Unnarrowed, the status counts come from the index at the same time as the list's keys.
  const narrowed = test !== undefined || typeof strategyId === 'number' || typeof modelId === 'number'
  const [scoped, byStatus] = narrowed
    ? await listKeys(scope).then(async (keys) => [keys, await countBy(accounts, 'status', ACCOUNT_STATUSES, keys)] as const)
    : await Promise.all([listKeys(scope), countBy(accounts, 'status', ACCOUNT_STATUSES)])
  const counts = Object.fromEntries(ACCOUNT_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as StatusCounts
  const keys = status ? await listKeys({ ...scope, where: [...scope.where, ['status', status]] }) : scoped
  const rows = await decorate(platform, await pageOfKeys(accounts, keys, query.page, query.itemsPerPage))
  return { accounts: rows, total: keys.length, counts }
}
