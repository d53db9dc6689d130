import type { RecordGroup, RecordHit, RecordKind } from '@/api/contracts/search'
import type { AppAbility } from '@/lib/ability'
import { fillPath, linkTo, type RouteName } from '@/lib/paths'
import { canOpen } from '../../nav'
import type { Access } from '../../route-types'
import { routeByName } from '../../routes'
import { ADMIN } from '../../routes/define'

/**
 * Routes being added beside this one (e-mail #17, invoices #19), by name, with their path and
 * rule until the registry has them: once it does, the registry's line wins (linkTo, its access).
 */
const PENDING_ROUTES = {
  invoicePreview: { path: '/apps/invoice/preview/:id', access: ADMIN },
  email: { path: '/apps/email', access: ADMIN },
} as const satisfies Record<string, { path: string; access: Access }>
type PendingRoute = keyof typeof PENDING_ROUTES
type Target = RouteName | PendingRoute

type Params = Record<string, string | number | undefined>
interface Destination {
  name: Target
  params?: Params
  query?: Params
}

/** Where each kind of record opens: its detail page, or its list filtered on it. */
const DESTINATIONS: Record<RecordKind, (hit: RecordHit) => Destination> = {
  users: (h) => ({ name: 'userView', params: { id: h.id } }),
  tinderAccounts: (h) => ({ name: 'tinderAccounts', query: { q: h.key } }),
  fruitzAccounts: (h) => ({ name: 'fruitzAccounts', query: { q: h.key } }),
  models: (h) => ({ name: 'models', query: { q: h.key } }),
  otpOrders: (h) => ({ name: 'otpOrder', params: { id: h.id } }),
  customers: (h) => ({ name: 'customerDetails', params: { id: h.id } }),
  orders: (h) => ({ name: 'orderDetails', params: { id: h.id } }),
  invoices: (h) => ({ name: 'invoicePreview', params: { id: h.id } }),
  emails: (h) => ({ name: 'email', query: { q: h.key } }),
}

function resolve({ name, params, query }: Destination): { url: string; access: Access } {
  const route = routeByName.get(name as RouteName)
  if (route) return { url: linkTo(route.name, params, query), access: route.access }
  const pending = PENDING_ROUTES[name as PendingRoute]
  const qs = new URLSearchParams(Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString()
  return { url: fillPath(pending.path, params) + (qs ? `?${qs}` : ''), access: pending.access }
}

export interface RecordSearchHit extends RecordHit {
  kind: RecordKind
  url: string
}
export interface RecordSearchGroup {
  kind: RecordKind
  items: RecordSearchHit[]
}

/** The record groups with the link of each hit, keeping only screens the user may open; empty groups drop. */
export function allowedRecordGroups(groups: readonly RecordGroup[], ability: AppAbility): RecordSearchGroup[] {
  return groups
    .map((g) => ({
      kind: g.kind,
      items: g.hits.flatMap((hit) => {
        const { url, access } = resolve(DESTINATIONS[g.kind](hit))
        return canOpen({ access }, ability) ? [{ ...hit, kind: g.kind, url }] : []
      }),
    }))
    .filter((g) => g.items.length > 0)
}
