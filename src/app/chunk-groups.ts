/** What a chunk group's `name` function may read of the module graph (Rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

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
      const guests = [...closure(graph, [options.entry], true)].filter((m) => options.guestRoots.some((root) => m.startsWith(root)))
      const outside = new Set([...closure(graph, [options.entry]), ...closure(graph, guests)])
      members = new Set([...closure(graph, [options.layout])].filter((m) => !outside.has(m)))
    }
    return members.has(id) ? name : null
  }
}
