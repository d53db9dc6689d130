/**
 * Route names -> path patterns, and the links built from them.
 *
 * Where the table lives: each path is written ONCE, on its registry line in
 * `src/app/routes/<section>.ts` (`route('userList', '/apps/user/list', …)`). `lib` may not import
 * `app`, so the registry hands its name -> path table to this module when it loads
 * (`registerPaths`, in `app/routes/index.ts`), and declares its names on `RouteRegister` (module
 * augmentation, as TanStack Router's `Register`): `RouteName` is then the union of the registry's
 * names, type-checked in every `linkTo(name)` of the features, with no second list to keep in step.
 * The app's entry, the pre-renderer and the test set-up load the registry before any screen runs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by app/routes/index.ts
export interface RouteRegister {}

export type RouteName = RouteRegister extends { name: infer N extends string } ? N : string

const table = new Map<string, string>()

/** Called once by the registry (app/routes/index.ts) with every route's name and path pattern. */
export function registerPaths(entries: Iterable<readonly [string, string]>): void {
  for (const [name, path] of entries) table.set(name, path)
}

/** The path pattern of a route (e.g. `/apps/user/view/:id`). */
export function pathOf(name: RouteName): string {
  const path = table.get(name)
  if (path === undefined) throw new Error(`Unknown route "${name}": is the registry (app/routes) loaded?`)
  return path
}

/** Fills `:param` placeholders of a path pattern; empty optional params drop out. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, key: string) => {
    const v = params[key]
    return v === undefined || v === '' ? '' : `/${encodeURIComponent(String(v))}`
  })
}

/** `linkTo('userView', { id: 3 })` -> `/apps/user/view/3`; optional params left empty drop out. */
export function linkTo(
  name: RouteName,
  params: Record<string, string | number | undefined> = {},
  query?: Record<string, string | number | undefined>,
): string {
  const path = fillPath(pathOf(name), params)
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v))
  const s = qs.toString()
  return (path || '/') + (s ? `?${s}` : '')
}

/** Where to go after login: the `to` query when it is a local path, else `/`. */
export function afterLogin(search: string): string {
  const to = new URLSearchParams(search).get('to')
  return to && to.startsWith('/') && !to.startsWith('//') ? to : '/'
}
