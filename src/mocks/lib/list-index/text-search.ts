import { fold } from './query'
import { type AnyTable, type Key, projectionOf, tableVersion, warmProjection } from './store'

/**
 * Ranked text search over a table (the app-bar record search, issue #23), answered from a search
 * projection of the list engine: the folded fields of each record, read once, kept up to date by
 * the engine's middleware. No record is read per keystroke. From the projection, a derived index
 * is built once per table version: the fields in one string (substring scans) and the fields
 * sorted (exact and prefix matches by binary search). Ranking: a field equal to the query, then a
 * field starting with it, then a field containing it; in record order within a rank.
 */

// ------------------------------------------------------------------ normalising

const TASHKEEL = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001f]/g

/**
 * Search text: the list engine's fold (NFD, accents removed, lowercased), then Arabic tashkeel and
 * tatweel removed, alef variants as bare alef (NFD already splits أ إ آ), alef maqsura as yeh, teh
 * marbuta as heh, Arabic-Indic digits as ASCII. Élodie = elodie, أحمد = احمد, ٠٦ = 06.
 */
export function searchFold(value: string): string {
  return (fold(value) ?? '')
    .replace(TASHKEEL, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(CONTROL, ' ')
}

/** Digits only (phones, numbers): `+33 6 12` and `33612` are the same. */
export const digitsOf = (value: string) => searchFold(value).replace(/\D/g, '')

/**
 * A query that looks like a phone or a number (digits, separators, `#`) is searched as its digits.
 * A phone typed the national way loses its trunk prefix, so it is found inside the stored
 * international number: `06 12 34 56 78` -> `612345678` (in `+33612345678`), `0033 6…` -> `336…`.
 */
export function searchNeedle(q: string): string {
  const folded = searchFold(q).trim().replace(/\s+/g, ' ')
  if (!(/^[#+\d\s().-]+$/.test(folded) && /\d/.test(folded))) return folded
  const digits = folded.replace(/\D/g, '')
  if (folded.startsWith('+') || folded.startsWith('#') || digits.length < 9) return digits
  return digits.replace(/^00?/, '')
}

/**
 * Where `needle` (as found in the folded `value`, at `at` when given) lies in the ORIGINAL value:
 * [start, end) for the highlight; undefined when it cannot be placed (then nothing is highlighted).
 */
export function matchRange(value: string, needle: string, digitsOnly: boolean, at?: number): [number, number] | undefined {
  let folded = ''
  const origin: number[] = []
  for (let i = 0; i < value.length;) {
    const cp = value.codePointAt(i)!
    const ch = String.fromCodePoint(cp)
    const f = digitsOnly ? digitsOf(ch) : searchFold(ch)
    for (let k = 0; k < f.length; k++) origin.push(i)
    folded += f
    i += ch.length
  }
  const start = at !== undefined && folded.startsWith(needle, at) ? at : folded.indexOf(needle)
  if (start < 0 || needle.length === 0) return undefined
  const last = origin[start + needle.length - 1]!
  return [origin[start]!, last + (value.codePointAt(last)! > 0xffff ? 2 : 1)]
}

// ------------------------------------------------------------------ the index

export type MatchRank = 'exact' | 'prefix' | 'partial'
const RANKS: readonly MatchRank[] = ['exact', 'prefix', 'partial']

/** What a search keeps per record: its folded fields (in the spec's order) and, if scoped, its owner. */
export interface SearchProjection {
  fields: string[]
  owner?: number
}

export interface TextHit {
  key: Key
  /** index of the matched field in the spec's fields */
  field: number
  /** where the query starts in the folded field */
  at: number
  rank: MatchRank
}

interface TextIndex {
  keys: Key[]
  owners: (number | undefined)[]
  /** `\u0001field` for every field of every record, in record order */
  text: string
  /** where each record starts in `text`, and its first field's number */
  starts: Int32Array
  /** the fields sorted: their text, record index and field number */
  sorted: string[]
  sortedRef: Int32Array
  /**
   * Needles whose substring scan went through the whole text, with EVERY record containing them
   * (any owner): a longer needle containing one of them is only looked for in those records (typing
   * on after the matches thinned out), and the same needle again reads no text.
   */
  complete: Map<string, Int32Array>
}

const FIELD = '\u0001'
const FIELD_BITS = 5

function buildIndex(rows: Map<Key, SearchProjection>): TextIndex {
  const keys: Key[] = []
  const owners: (number | undefined)[] = []
  const parts: string[] = []
  const starts = new Int32Array(rows.size)
  const entries: { text: string; ref: number }[] = []
  let offset = 0
  for (const [key, p] of rows) {
    const r = keys.length
    keys.push(key)
    owners.push(p.owner)
    starts[r] = offset
    p.fields.forEach((f, i) => {
      parts.push(FIELD + f)
      offset += f.length + 1
      if (f) entries.push({ text: f, ref: (r << FIELD_BITS) | i })
    })
  }
  entries.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.ref - b.ref))
  return {
    keys,
    owners,
    text: parts.join('') + FIELD,
    starts,
    sorted: entries.map((e) => e.text),
    sortedRef: Int32Array.from(entries, (e) => e.ref),
    complete: new Map(),
  }
}

const indexes = new WeakMap<Map<Key, SearchProjection>, { version: number; index: TextIndex }>()

/** The table's search index, from its projection (built once per table version). */
async function indexOf<T>(table: AnyTable<T>, id: string, project: (row: T) => SearchProjection): Promise<TextIndex> {
  const rows = await projectionOf(table, id, project)
  const version = tableVersion(table as AnyTable<unknown>)
  const hit = indexes.get(rows)
  if (hit && hit.version === version) return hit.index
  const index = buildIndex(rows)
  indexes.set(rows, { version, index })
  return index
}

/** Starts reading a table's search projection in the background (the search dialog opened). */
export function warmTextSearch<T>(table: AnyTable<T>, id: string, project: (row: T) => SearchProjection): void {
  warmProjection(table, id, project)
}

export interface TextSearchSpec<T> {
  table: AnyTable<T>
  /** names the projection in the engine's cache (one per table and field list) */
  id: string
  project: (row: T) => SearchProjection
  /** only records of this owner (the projection's `owner`) */
  owner?: number
  limit: number
}

/** Complete scans remembered per index, and the most records one may hold. */
const COMPLETE_KEPT = 64
const COMPLETE_MAX = 2000

function remember(ix: TextIndex, needle: string, records: Int32Array): void {
  if (ix.complete.size >= COMPLETE_KEPT) ix.complete.delete(ix.complete.keys().next().value!)
  ix.complete.set(needle, records)
}

/** The records holding `needle`, from the smallest complete scan of a needle it contains. */
function knownRecords(ix: TextIndex, needle: string): Int32Array | undefined {
  let best: Int32Array | undefined
  for (const [known, records] of ix.complete) if (needle.includes(known) && (!best || records.length < best.length)) best = records
  return best
}

/** Lower bound of `q` in the sorted fields. */
function lowerBound(sorted: string[], q: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]! < q) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The record (index) holding position `pos` of the joined text. */
function recordAt(starts: Int32Array, pos: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1
    if (starts[mid]! <= pos) lo = mid
    else hi = mid - 1
  }
  return lo
}

/**
 * The best `limit` records for `needle` (already a search needle: see searchNeedle): exact
 * fields, then field prefixes (both from the sorted fields), then substrings (a scan of the
 * joined text that stops once `limit` records are found). Each record appears once, with its best
 * match.
 */
export async function searchText<T>(spec: TextSearchSpec<T>, needle: string): Promise<TextHit[]> {
  if (!needle || needle.includes(FIELD)) return []
  const ix = await indexOf(spec.table, spec.id, spec.project)
  const allowed = (r: number) => spec.owner === undefined || ix.owners[r] === spec.owner
  const found = new Map<number, TextHit>()
  const byRank: TextHit[][] = [[], [], []]
  const add = (r: number, field: number, at: number, rank: number) => {
    if (found.has(r) || !allowed(r)) return
    const hit = { key: ix.keys[r]!, field, at, rank: RANKS[rank]! }
    found.set(r, hit)
    byRank[rank]!.push(hit)
  }
  // Exact and prefix: a range of the sorted fields. Exact ones come first in it.
  for (let i = lowerBound(ix.sorted, needle); i < ix.sorted.length && found.size < spec.limit; i++) {
    const text = ix.sorted[i]!
    if (!text.startsWith(needle)) break
    const ref = ix.sortedRef[i]!
    add(ref >> FIELD_BITS, ref & ((1 << FIELD_BITS) - 1), 0, text.length === needle.length ? 0 : 1)
  }
  // Substrings, in record order: in the records of a complete earlier scan when one applies, else
  // a scan of the joined text (remembered when it reaches the end with few records).
  const partial = (r: number, pos: number) => {
    if (found.has(r) || !allowed(r)) return
    const fieldStart = ix.text.lastIndexOf(FIELD, pos)
    let field = 0
    for (let p = ix.text.indexOf(FIELD, ix.starts[r]! + 1); p >= 0 && p <= fieldStart; p = ix.text.indexOf(FIELD, p + 1)) field++
    add(r, field, pos - fieldStart - 1, 2)
  }
  if (found.size < spec.limit) {
    const known = knownRecords(ix, needle)
    if (known) {
      for (let i = 0; i < known.length && found.size < spec.limit; i++) {
        const r = known[i]!
        const pos = ix.text.indexOf(needle, ix.starts[r]!)
        if (pos >= 0 && (r + 1 >= ix.starts.length || pos < ix.starts[r + 1]!)) partial(r, pos)
      }
    } else {
      const all: number[] = []
      let pos = ix.text.indexOf(needle)
      for (; pos >= 0 && found.size < spec.limit; pos = ix.text.indexOf(needle, pos + 1)) {
        const r = recordAt(ix.starts, pos)
        if (all[all.length - 1] !== r) all.push(r)
        partial(r, pos)
      }
      if (pos < 0 && all.length <= COMPLETE_MAX) remember(ix, needle, Int32Array.from(all))
    }
  }
  // Within a rank: exact and partial in record order (equal fields sort by record), prefixes as the
  // sorted fields give them (shortest completion first).
  return byRank.flat().slice(0, spec.limit)
}
