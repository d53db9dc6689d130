import { fold, haystack, listKeys, pageOfKeys, searchTest, tableVersion, type Order } from '../../lib/list-index'
import { usageBy } from '../../lib/list-index'
import { parseListQuery } from '../../lib/list-index'
import {
  STRATEGY_SORT_KEYS,
  type Platform,
  type StoredStrategy,
  type StrategyListResponse,
  type StrategySortKey,
} from '@/api/contracts/platform'
import { tables, withCount } from './shared'

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

/** GET /api/{platform}/strategies: search name or description; by name (accents and case folded) unless sorted otherwise. */
export async function strategyList(platform: Platform, url: string): Promise<StrategyListResponse> {
  const query = parseListQuery(url, STRATEGY_SORT_KEYS)
  const { accounts, strategies } = tables(platform)
  const usage = await usageBy(accounts, 'strategyId')
  const sortBy = query.sortBy ?? 'name'
  const order: Order<ProjectedStrategy> =
    sortBy === 'accountCount' ? { id: `accountCount@${tableVersion(accounts)}`, key: (p) => usage.get(p.id) ?? 0 } : STRATEGY_ORDER[sortBy]
  const keys = await listKeys({
    table: strategies,
    projection: { id: 'list', project: projectStrategy },
    test: searchTest(query.q),
    order: { ...order, desc: query.sortBy ? query.orderBy === 'desc' : false },
  })
  const rows = (await pageOfKeys(strategies, keys, query.page, query.itemsPerPage)).map((s) => withCount(s, usage))
  return { strategies: rows, total: keys.length }
}
