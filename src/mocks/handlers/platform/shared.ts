import { HttpResponse } from 'msw'
import { db } from '../../db'
import { usageBy } from '../../lib/list-index'
import { manyUntilWrite } from '../../lib/until-write'
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

/** The models and strategies a page of accounts names, as last read (until the next database write). */
const modelsById = manyUntilWrite((ids: number[]) => db.models.bulkGet(ids))
const strategiesById = {
  tinder: manyUntilWrite((ids: number[]) => tables('tinder').strategies.bulkGet(ids)),
  fruitz: manyUntilWrite((ids: number[]) => tables('fruitz').strategies.bulkGet(ids)),
}

/** Accounts with their derived model name/photo and strategy name. */
export async function decorate(platform: Platform, rows: StoredAccount[]): Promise<Account[]> {
  const modelIds = rows.map((r) => r.modelId).filter((v): v is number => v !== null)
  const strategyIds = rows.map((r) => r.strategyId).filter((v): v is number => v !== null)
  const [modelById, strategyById] = await Promise.all([modelsById(modelIds), strategiesById[platform](strategyIds)])
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
