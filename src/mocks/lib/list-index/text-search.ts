import { fold } from './query'
import { type AnyTable, type Key, projectionOf, tableVersion, warmProjection } from './store'
import { TextIndex, type SearchProjection, type TextHit } from './text-index'

/**
 * Ranked text search over a table (the app-bar record search, issue #23), answered from a search
 * projection of the list engine: the folded fields of each record, read once, kept up to date by
 * the engine's middleware. No record is read per keystroke, and no query scans every record: a
 * derived index (text-index.ts: the fields sorted, and trigrams) follows the projection. Ranking:
 * a field equal to the query, then a field starting with it, then a field containing it; in record
 * order within a rank (prefixes: in sorted order).
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

export type { SearchProjection } from './text-index'

const indexes = new WeakMap<Map<Key, SearchProjection>, TextIndex>()

/**
 * The table's search index, from its projection: built once per projection (a table read), then
 * following it (writes of this tab update the projection in place; another tab's write makes the
 * engine read a new one). Rebuilt when the changes piled up.
 */
async function indexOf<T>(table: AnyTable<T>, id: string, project: (row: T) => SearchProjection): Promise<TextIndex> {
  const rows = await projectionOf(table, id, project)
  const version = tableVersion(table as AnyTable<unknown>)
  let index = indexes.get(rows)
  if (index && index.version !== version) {
    index.sync(rows)
    if (index.stale) index = undefined
  }
  if (!index) indexes.set(rows, (index = new TextIndex(rows)))
  index.version = version
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

/**
 * The best `limit` records for `needle` (already a search needle: see searchNeedle): exact
 * fields, then field prefixes, then substrings (see TextIndex). Each record appears once, with its
 * best match.
 */
export async function searchText<T>(spec: TextSearchSpec<T>, needle: string): Promise<TextHit[]> {
  if (!needle) return []
  const index = await indexOf(spec.table, spec.id, spec.project)
  return index.search(needle, spec.limit, spec.owner)
}
