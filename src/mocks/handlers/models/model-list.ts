import { db } from '../../db'
import { fold, haystack, listKeys, pageOfKeys, searchTest, tableVersion, type Order } from '../../lib/list-index'
import { memoByTables, usageBy } from '../../lib/list-index'
import { param, parseListQuery } from '../../lib/list-index'
import {
  LANGUAGES,
  MODEL_SORT_KEYS,
  type Model,
  type ModelLanguage,
  type ModelListResponse,
  type ModelSortKey,
  type StoredModel,
} from '@/api/contracts/models'

/** Accounts per model id over both platforms, from the modelId indexes only (cached until either table is written). */
export function usageByModel(): Promise<Map<number, number>> {
  return memoByTables('usage|models', [db.tinderAccounts, db.fruitzAccounts], async () => {
    const counts = new Map(await usageBy(db.tinderAccounts, 'modelId'))
    for (const [id, n] of await usageBy(db.fruitzAccounts, 'modelId')) counts.set(id, (counts.get(id) ?? 0) + n)
    return counts
  })
}

/** What the model list keeps in memory per model: the searched text and the folded name. */
interface ProjectedModel {
  id: number
  text: string
  name: string | null
}
const projectModel = (m: StoredModel): ProjectedModel => ({ id: m.id, text: haystack(m.name, m.bio, ...m.tags), name: fold(m.name) })

/** The order of each sort key; accountCount is derived from the accounts tables, named after their versions. */
function modelOrder(sortBy: ModelSortKey, usage: Map<number, number>): Order<ProjectedModel> {
  switch (sortBy) {
    case 'name':
      return { id: 'name', key: (p) => p.name }
    case 'accountCount':
      return { id: `accountCount@${tableVersion(db.tinderAccounts)}/${tableVersion(db.fruitzAccounts)}`, key: (p) => usage.get(p.id) ?? 0 }
    default:
      return { index: sortBy }
  }
}

/** Every tag and language in use, from the multiEntry indexes (distinct keys only, no record read; cached until a model is written). */
function modelFacets(): Promise<ModelListResponse['facets']> {
  return memoByTables('facets|models', [db.models], async () => {
    const [tags, languages] = await Promise.all([db.models.orderBy('tags').uniqueKeys(), db.models.orderBy('languages').uniqueKeys()])
    const used = new Set(languages)
    // Index order is code-unit order, as `[...tags].sort()` was.
    return { tags: tags.filter((t): t is string => typeof t === 'string'), languages: LANGUAGES.filter((l) => used.has(l)) }
  })
}

export const withCount = (m: StoredModel, usage: Map<number, number>): Model => ({ ...m, accountCount: usage.get(m.id) ?? 0 })

/** GET /api/models: search, tag and language filters, sorts (accountCount derived), facets. */
export async function modelList(url: string): Promise<ModelListResponse> {
  const query = parseListQuery(url, MODEL_SORT_KEYS)
  const tag = param(query.params, 'tag')?.toLowerCase()
  const languageParam = param(query.params, 'language')
  const language = (LANGUAGES as readonly string[]).includes(languageParam ?? '') ? (languageParam as ModelLanguage) : undefined
  const usage = await usageByModel()
  const keys = await listKeys({
    table: db.models,
    where: [
      ['tags', tag],
      ['languages', language],
    ],
    projection: { id: 'list', project: projectModel },
    test: searchTest(query.q),
    order: query.sortBy ? { ...modelOrder(query.sortBy, usage), desc: query.orderBy === 'desc' } : { index: 'createdAt', desc: true },
  })
  const rows = await pageOfKeys(db.models, keys, query.page, query.itemsPerPage)
  return { models: rows.map((m) => withCount(m, usage)), total: keys.length, facets: await modelFacets() }
}
