/** What a chunk group's `name` function may read of the module graph (Rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/**
 * The mock layer's core, for one chunk group: src/mocks without its handler areas (each loaded on
 * its area's first request; their table, handlers/index.ts, is the core's), the seed data (a first
 * start only) and the helpers that import the API's contracts' values (their zod schemas stay out
 * of the sign-in's first bytes until its handlers need them), with the libraries only it uses (MSW,
 * Dexie). Its start was a waterfall of ~6 small chunks, each found by the module loader once the
 * previous one was in (~50 ms a level on a first visit, more on a tablet). A first visit's early
 * creation of the database (its worker's side: the schema goes to the worker only) and the
 * sign-in seed's loaders are the entry's (mocks/early-create.ts, mocks/sign-in-seeds.ts).
 */
export const MOCK_CORE =
  /[\\/]src[\\/]mocks[\\/](?!handlers[\\/](?!index\.ts)|seed-files\.ts|early-create\.ts|sign-in-seeds\.ts|lib[\\/](help-center-view|localize)\.ts)|[\\/]node_modules[\\/](msw|@mswjs|@msw|dexie|@open-draft|cookie|is-node-process|outvariant|rettime|until-async|strict-event-emitter|headers-polyfill|statuses|tough-cookie|graphql)[\\/]/

/** The modules `starts` import at any depth (statically; with `dynamic`, lazily too), themselves included. */
function closure(graph: ModuleGraph, starts: Iterable<string>, dynamic = false): Set<string> {
  const seen = new Set<string>()
  const todo = [...starts]
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (info) todo.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []))
  }
  return seen
}

export interface FramedChunkOptions {
  /** The app's entry module (absolute id). */
  entry: string
  /** The framed layout (absolute id): every signed-in screen loads it and all it imports. */
  layout: string
  /** Absolute path prefixes of the modules whose screens have no framed layout (sign-in, front pages, error pages, the mock layer). */
  guestRoots: readonly string[]
}

/**
 * The modules the framed layout imports (statically, at any depth) that neither the entry nor a
 * screen without the framed layout imports, in ONE chunk. Rolldown otherwise makes one chunk per
 * set of importers, and the layout shares most of its modules (icons, the UI kit's parts) with
 * different sets of pages: ~80 chunks of a few hundred bytes each, each one request and one
 * module to instantiate on a tablet's reload. The group costs no byte to anyone: a screen that
 * loads one of them loads the layout, which needs them all; the entry's before-paint set and the
 * guest screens (sign-in, front pages) are untouched.
 *
 * Returns a `codeSplitting.groups[].name` function (the graph is read on its first call).
 */
export function framedChunk(name: string, options: FramedChunkOptions): (id: string, graph: ModuleGraph) => string | null {
  let members: Set<string> | undefined
  return (id, graph) => {
    if (!members) {
      const { layout, entry, guests } = layoutSets(graph, options)
      members = new Set([...layout].filter((m) => !entry.has(m) && !guests.has(m)))
    }
    return members.has(id) ? name : null
  }
}

/**
 * The modules of one kind (`test`, e.g. lucide's icon files) that the framed layout imports and
 * a screen without that layout imports too (so not in the framed group), outside the entry, in
 * ONE chunk: the nav's icons that the front pages or the error pages also show were one chunk
 * each (~30 requests and module instantiations on a tablet's list reload). A framed screen loads
 * them all anyway (the layout needs them); a guest screen that uses one of them loads the others
 * too (a few kB), which the byte budgets of the sign-in's first visit keep in check.
 */
export function sharedWithGuestsChunk(
  name: string,
  options: FramedChunkOptions & { test: (id: string) => boolean },
): (id: string, graph: ModuleGraph) => string | null {
  let members: Set<string> | undefined
  return (id, graph) => {
    if (!members) {
      const { layout, entry, guests } = layoutSets(graph, options)
      members = new Set([...layout].filter((m) => options.test(m) && guests.has(m) && !entry.has(m)))
    }
    return members.has(id) ? name : null
  }
}

/** The layout's static closure, the entry's, and the guest screens' (their roots reached from the entry, lazily too). */
function layoutSets(graph: ModuleGraph, options: FramedChunkOptions) {
  const guestRoots = [...closure(graph, [options.entry], true)].filter((m) => options.guestRoots.some((root) => m.startsWith(root)))
  return { layout: closure(graph, [options.layout]), entry: closure(graph, [options.entry]), guests: closure(graph, guestRoots) }
}
