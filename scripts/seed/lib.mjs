// The one seeded PRNG and file writers of every seed generator (scripts/seed/**), so that each run
// writes byte-identical seed/*.json and public/** files.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project root (the folder holding seed/ and public/). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** mulberry32: tiny, fast, deterministic; answers a function giving numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** mulberry32 with the usual draws on top. */
export function rng(seed) {
  const next = mulberry32(seed)
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  const pick = (list) => list[Math.floor(next() * list.length)]
  const chance = (p) => next() < p
  /** A shuffled copy of `list` (Fisher-Yates). */
  const shuffle = (list) => {
    const out = [...list]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[out[i], out[j]] = [out[j], out[i]]
    }
    return out
  }
  /** `n` distinct items of `list`, in a shuffled order. */
  const sample = (list, n) => shuffle(list).slice(0, n)
  /** `n` distinct integers in [min, max]. */
  const distinct = (n, min, max) => {
    const seen = new Set()
    while (seen.size < n) seen.add(int(min, max))
    return [...seen]
  }
  return { next, int, pick, chance, shuffle, sample, distinct }
}

/** Writes seed/<name>.json (2-space JSON and a final newline). */
export function writeSeed(name, data) {
  writeFileSync(join(ROOT, 'seed', `${name}.json`), `${JSON.stringify(data, null, 2)}\n`)
  console.log(`seed/${name}.json${Array.isArray(data) ? `: ${data.length} rows` : ''}`)
}

/** Writes public/<path>, creating its folder; text files end with a newline. */
export function writePublic(path, text) {
  const file = join(ROOT, 'public', path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`)
}
