import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled with its parse, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

interface ChunkLike {
  fileName: string
  name: string
  isEntry: boolean
  imports: readonly string[]
  code: string
}

/**
 * The entry's files under this size (minified) are not marked: they hold few functions, and
 * the line is ~25 bytes of gzip in each, which the sign-in's first bytes (before paint) cannot
 * spare (bench/budgets.json).
 */
export const MIN_ENTRY_CHUNK = 16_000

/**
 * The chunks whose functions nearly all run before a signed-in screen is on screen: the entry's
 * large files (React DOM, the router, i18next, the route table, the app's start) and what the
 * named chunk groups every framed screen loads (`groups`: the framed layout's modules, Headless
 * UI) import, at any depth.
 */
export function hintedChunks(chunks: readonly ChunkLike[], groups: readonly string[], minEntryChunk = MIN_ENTRY_CHUNK): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (roots: readonly ChunkLike[]) => {
    const seen = new Set<string>()
    const visit = (fileName: string) => {
      const chunk = byFile.get(fileName)
      if (!chunk || seen.has(fileName)) return
      seen.add(fileName)
      for (const next of chunk.imports) visit(next)
    }
    for (const root of roots) visit(root.fileName)
    return seen
  }
  const entry = closure(chunks.filter((c) => c.isEntry))
  const framed = closure(chunks.filter((c) => groups.includes(c.name)))
  const out = new Set<string>()
  for (const f of entry) if (byFile.get(f)!.code.length >= minEntryChunk) out.add(f)
  for (const f of framed) if (!entry.has(f)) out.add(f)
  return out
}

/**
 * Marks those chunks with V8's compile hint. A function V8 compiles lazily is compiled on the main
 * thread when first called (on a tablet's list reload in a new tab, ~2,800 functions and ~500 ms
 * of main thread at 4x CPU); with the hint it is compiled while the file is parsed on a
 * background thread, as the file streams in. Route chunks stay lazy: most of a page's code may
 * never run (dialogs, other tabs).
 */
export function compileHintsPlugin(groups: readonly string[]): Plugin {
  return {
    name: 'vermilion-compile-hints',
    apply: 'build',
    // After minification (which drops comments); the line is the same in every build of the same
    // code, so a file's hashed name still names one content.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const hinted = hintedChunks(chunks, groups)
      for (const chunk of chunks) if (hinted.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code
    },
  }
}
