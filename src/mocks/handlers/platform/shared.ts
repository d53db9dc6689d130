import { HttpResponse } from 'msw'
import { db } from '../../db'
import { usageBy } from '../../lib/list-index'
import type { InUseBody, Platform, StoredAccount, StoredStrategy, Account, Strategy } from '@/api/contracts/platform'

/**
 * Tinder and Fruitz (DECISIONS section 6): ONE set of handlers, built per platform by
 * `platformHandlers(platform)`. Each platform has its own tables (ids start at 1 on both);
 * the Fruitz flavour differs only by the schemas of the contract (fruit, fruits).
 */
export const tables = (platform: Platform) =>
  platform === 'tinder'
    ? { accounts: db.tinderAccounts, strategies: db.tinderStrategies }
    : { accounts: db.fruitzAccounts, strategies: db.fruitzStrategies }

/** The rule of a platform's routes (DECISIONS section 6). */
export const accessRule = (platform: Platform) => ({ action: 'access', subject: platform })

/** 409 of a delete refused while records still use the resource. */
export const inUse = (what: 'Strategy' | 'Model', count: number) =>
  HttpResponse.json({ message: `${what} is used by ${count} accounts`, count } satisfies InUseBody, { status: 409 })

/** `?force=true` (also `1`). */
export const isForced = (url: string) => ['true', '1'].includes(new URL(url).searchParams.get('force') ?? '')

/** Accounts with their derived model name/photo and strategy name. */
export async function decorate(platform: Platform, rows: StoredAccount[]): Promise<Account[]> {
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
export const usageByStrategy = (platform: Platform) => usageBy(tables(platform).accounts, 'strategyId')

export const withCount = (s: StoredStrategy, usage: Map<number, number>): Strategy => ({ ...s, accountCount: usage.get(s.id) ?? 0 })
