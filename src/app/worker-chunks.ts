/**
 * The mock worker's files in a build (src/mocks/mock-worker.ts). Vite builds a worker apart: its
 * chunks are in no manifest and no chunk graph of the page's bundle, so they are read from the
 * code: the page chunk that starts it names its script (`new URL("/assets/mock-worker-….js",
 * import.meta.url)`), and each of its chunks names the chunks it imports (`from"./x.js"`,
 * `import"./x.js"`) or loads lazily (`import("./x.js")`). Used by the sign-in precache
 * (vite.config.ts) and the byte figures (bench/worker-bytes.ts).
 */
const WORKER_SCRIPT = /["'`]\/?(assets\/mock-worker-[\w-]+\.js)["'`]/
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g

/** A build file's text by its build-relative path (`assets/x.js`). */
export type ReadFile = (file: string) => string

/** The worker's script, named in one of the page's files, if any. */
export function workerScript(read: ReadFile, pageFiles: readonly string[]): string | undefined {
  for (const f of pageFiles) {
    const m = WORKER_SCRIPT.exec(read(f))
    if (m) return m[1]
  }
  return undefined
}

/** A worker file's static and lazy imports (its chunks sit in the same folder). */
export function workerImports(read: ReadFile, file: string): { statics: string[]; dynamics: string[] } {
  const code = read(file)
  const dir = file.slice(0, file.lastIndexOf('/') + 1)
  const dynamics = [...code.matchAll(DYNAMIC_IMPORT)].map((m) => dir + m[1])
  const statics = [...code.matchAll(STATIC_IMPORT)].map((m) => dir + m[1]).filter((f) => !dynamics.includes(f))
  return { statics, dynamics }
}

/** Files reachable from `roots` by static imports (and lazy ones with `lazy`), the roots included. */
export function workerClosure(read: ReadFile, roots: readonly string[], lazy = false): string[] {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length) {
    const f = stack.pop()!
    if (seen.has(f)) continue
    seen.add(f)
    const next = workerImports(read, f)
    stack.push(...next.statics, ...(lazy ? next.dynamics : []))
  }
  return [...seen]
}
