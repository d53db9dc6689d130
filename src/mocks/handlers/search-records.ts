import { createMongoAbility } from '@casl/ability'
import { http } from '../lib/http'
import { requireAuth } from '../lib/auth'
import { matchRange, searchNeedle, searchText, tableVersion, warmTextSearch } from '../lib/list-index'
import { json } from '../lib/respond'
import { SEARCH_GROUP_LIMIT, type RecordGroup, type RecordHit, type RecordSearchResponse } from '@/api/contracts/search'
import { isAdmin } from './otp/ledger'
import { RECORD_GROUPS, projectionOf, valueOf, type RecordGroupSpec } from './search-record-groups'

/** Longest query searched (longer ones are cut). */
const MAX_QUERY = 200

const projections = new Map(RECORD_GROUPS.map((g) => [g, projectionOf(g)]))
const searchId = (g: RecordGroupSpec<unknown>) => `search:${g.kind}`

/** Rows shown lately, kept per group until its table is written (this tab or another). */
const SHOWN_KEPT = 100
const shown = new Map<RecordGroupSpec<unknown>, { version: number; rows: Map<unknown, unknown> }>()

/**
 * The rows of the hits: those shown lately from memory (typing on, or the same query again, mostly
 * shows the same records), the others read at once.
 */
async function rowsOf(group: RecordGroupSpec<unknown>, keys: unknown[]): Promise<unknown[]> {
  const version = tableVersion(group.table())
  let cache = shown.get(group)
  if (cache?.version !== version) shown.set(group, (cache = { version, rows: new Map() }))
  const missing = keys.filter((k) => !cache.rows.has(k))
  const read = missing.length ? await group.table().bulkGet(missing as never[]) : []
  const fresh = new Map(missing.map((k, i) => [k, read[i]]))
  const rows = keys.map((k) => (fresh.has(k) ? fresh.get(k) : cache.rows.get(k)))
  if (tableVersion(group.table()) === version) {
    // Most recently shown last; the oldest go first.
    keys.forEach((k, i) => {
      cache.rows.delete(k)
      if (rows[i] !== undefined) cache.rows.set(k, rows[i])
    })
    for (const k of cache.rows.keys()) if (cache.rows.size > SHOWN_KEPT) cache.rows.delete(k)
  }
  return rows
}

/** At most 5 hits of one group, with the matched field and the matched part of its value. */
async function searchGroup(group: RecordGroupSpec<unknown>, needle: string, owner: number | undefined): Promise<RecordGroup> {
  const hits = await searchText(
    { table: group.table(), id: searchId(group), project: projections.get(group)!, owner, limit: SEARCH_GROUP_LIMIT },
    needle,
  )
  const rows = await rowsOf(
    group,
    hits.map((h) => h.key),
  )
  return {
    kind: group.kind,
    hits: hits.flatMap((hit, i): RecordHit[] => {
      const row = rows[i]
      const field = group.fields[hit.field]
      if (row === undefined || !field) return []
      const value = valueOf(field, row)
      return [
        {
          id: Number(hit.key),
          title: group.title(row),
          subtitle: group.subtitle(row),
          key: group.key(row),
          field: field.name,
          value,
          match: matchRange(value, needle, Boolean(field.digits), hit.at) ?? null,
          rank: hit.rank,
        },
      ]
    }),
  }
}

export const recordSearchHandlers = [
  // Records the bearer may see (the rules of each area; OTP orders: an operator's own), answered
  // from the list engine's search projections (no table read per keystroke). q empty: no groups,
  // and the projections start building in the background (the search dialog opened).
  http.get('*/api/search/records', async ({ request }) => {
    const account = await requireAuth(request)
    const ability = createMongoAbility(account.abilityRules as never)
    const groups = RECORD_GROUPS.filter((g) => ability.can(g.rule.action, g.rule.subject))
    const needle = searchNeedle((new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY))
    if (!needle) {
      for (const g of groups) warmTextSearch(g.table(), searchId(g), projections.get(g)!)
      return json({ groups: [] } satisfies RecordSearchResponse)
    }
    const owner = isAdmin(account) ? undefined : account.id
    const found = await Promise.all(groups.map((g) => searchGroup(g, needle, g.owner ? owner : undefined)))
    return json({ groups: found.filter((g) => g.hits.length > 0) } satisfies RecordSearchResponse)
  }),
]
