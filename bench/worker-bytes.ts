/**
 * The mock worker's files in dist/, for the byte figures (the walk over its code:
 * src/app/worker-chunks.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { workerClosure, workerImports, workerScript as scriptOf } from '../src/app/worker-chunks.ts'

const reader = (dist: string) => (file: string) => readFileSync(join(dist, file), 'utf8')

/** The worker's script, named in one of the page's files (dist-relative paths), if any. */
export const workerScript = (dist: string, pageFiles: readonly string[]) => scriptOf(reader(dist), pageFiles)

/**
 * What the worker downloads when it starts (its script and static imports) and the data it
 * loads lazily to fill the database on a first start: the chunks of `dataNames` (the seed, the
 * locale files the search index reads: file names before their hash) that import nothing.
 */
export function workerFiles(dist: string, script: string, dataNames: readonly string[]): { start: string[]; seedData: string[] } {
  const read = reader(dist)
  const start = workerClosure(read, [script])
  const lazy = new Set(start.flatMap((f) => workerImports(read, f).dynamics))
  const isData = (f: string) => {
    const name = f.slice(f.lastIndexOf('/') + 1).replace(/-[\w-]{8}\.js$/, '')
    return dataNames.includes(name) && workerImports(read, f).statics.length === 0
  }
  return { start, seedData: [...lazy].filter(isData) }
}
