import { createMongoAbility } from '@casl/ability'
import { http } from '../lib/http'
import { requireAuth } from '../lib/auth'
import { matchRange, searchNeedle, searchText, warmTextSearch } from '../lib/list-index'
import { json } from '../lib/respond'
import { SEARCH_GROUP_LIMIT, type RecordGroup, type RecordHit, type RecordSearchResponse } from '@/api/contracts/search'
import { isAdmin } from './otp/ledger'
import { RECORD_GROUPS, projectionOf, valueOf, type RecordGroupSpec } from './search-record-groups'

/** Longest query searched (longer ones are cut). */
const MAX_QUERY = 200

const projections = new Map(RECORD_GROUPS.map((g) => [g, projectionOf(g)]))
const searchId = (g: RecordGroupSpec<unknown>) => `search:${g.kind}`

/** At most 5 hits of one group, with the matched field and the matched part of its value. */
async function searchGroup(group: RecordGroupSpec<unknown>, needle: string, owner: number | undefined): Promise<RecordGroup> {
  const hits = await searchText(
    { table: group.table, id: searchId(group), project: projections.get(group)!, owner, limit: SEARCH_GROUP_LIMIT },
    needle,
  )
  const rows = await group.table.bulkGet(hits.map((h) => h.key))
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
      for (const g of groups) warmTextSearch(g.table, searchId(g), projections.get(g)!)
      return json({ groups: [] } satisfies RecordSearchResponse)
    }
    const owner = isAdmin(account) ? undefined : account.id
    const found = await Promise.all(groups.map((g) => searchGroup(g, needle, g.owner ? owner : undefined)))
    return json({ groups: found.filter((g) => g.hits.length > 0) } satisfies RecordSearchResponse)
  }),
]
