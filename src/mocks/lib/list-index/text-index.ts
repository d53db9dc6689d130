import { intersect, posting as newPosting, push, recordsOf, trim, union, type Posting } from './postings'
import type { Key } from './store'

/**
 * The derived index of a search projection (issue #23), kept in step with it: the projection is
 * updated in place by the list engine's middleware, and the index follows it on the next search
 * (records added, changed or removed since, found by walking the projection in order). Nothing in
 * it scans every record per query:
 * - exact and prefix matches: the fields sorted (binary search), plus the fields written since the
 *   last sort (a short list, merged in);
 * - partial matches: a trigram index (record numbers per three characters of a field, ascending),
 *   the candidates of a query are the records holding all of its trigrams (a query of one or two
 *   characters: any trigram starting with it), checked against the fields in record order.
 * Records changed since the trigrams were built are checked directly; the index is rebuilt when
 * those (and removed records) grow too many, the sort when the written fields do.
 */

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

// ------------------------------------------------------------------ trigram codes

/**
 * Characters as 10-bit ids (shared by every index; id 1 ends a field, 1023 stands for every
 * character past the first 1,021 seen, which only widens the candidates), so a trigram is one
 * small integer.
 */
const charIds = new Uint16Array(65536)
const END = 1
const OTHER = 1023
let lastId = END
const charId = (unit: number) => charIds[unit] || (charIds[unit] = lastId < OTHER - 1 ? ++lastId : OTHER)

// ------------------------------------------------------------------ the index

const FIELD_BITS = 5
const FIELD_MASK = (1 << FIELD_BITS) - 1
/** Fields written since the last sort that are merged in at query time before a re-sort. */
const UNSORTED_MAX = 1024
/** Changed or removed records tolerated before the trigrams are rebuilt (at least; or 1/8 of the records). */
const STALE_MIN = 1024
/** An owner's search looks at their records when they are fewer than this. */
const OWN_MAX = 20_000

interface Entry {
  text: string
  ref: number
}
const before = (ta: string, ra: number, tb: string, rb: number) => (ta < tb ? true : ta > tb ? false : ra < rb)

export class TextIndex {
  private keys: Key[] = []
  /** record number -> its projection (undefined: removed) */
  private projs: (SearchProjection | undefined)[] = []
  private sorted: string[] = []
  private sortedRef = new Int32Array(0)
  private unsorted: Entry[] = []
  private grams = new Map<number, Posting>()
  /** the trigrams' postings by their first character, and by their first two (queries of 1 or 2 characters) */
  private heads = new Map<number, Posting[]>()
  /** each owner's records */
  private owners = new Map<number, Posting>()
  /** records changed since their trigrams were indexed (checked directly) */
  private changed = new Set<number>()
  private removed = 0
  /** the table version the index follows */
  version = -1

  constructor(rows: Map<Key, SearchProjection>) {
    for (const [key, p] of rows) this.append(key, p, false)
    this.sort()
    for (const p of this.grams.values()) trim(p)
  }

  /** Whether changes piled up enough for a rebuild. */
  get stale(): boolean {
    return this.changed.size + this.removed > Math.max(STALE_MIN, this.keys.length >> 3)
  }

  private append(key: Key, p: SearchProjection, unsorted: boolean): void {
    const r = this.keys.length
    this.keys.push(key)
    this.projs.push(p)
    this.index(r, p)
    if (unsorted) p.fields.forEach((text, i) => text && this.unsorted.push({ text, ref: (r << FIELD_BITS) | i }))
  }

  /** Adds record r's trigrams (r is the highest record number indexed so far). */
  private index(r: number, p: SearchProjection): void {
    if (p.owner !== undefined) {
      let own = this.owners.get(p.owner)
      if (!own) this.owners.set(p.owner, (own = newPosting()))
      push(own, r)
    }
    for (const f of p.fields) {
      let b = f.length > 0 ? charId(f.charCodeAt(0)) : END
      for (let k = 0; k < f.length; k++) {
        const a = b
        b = k + 1 < f.length ? charId(f.charCodeAt(k + 1)) : END
        const c = k + 2 < f.length ? charId(f.charCodeAt(k + 2)) : END
        const g = (a << 20) | (b << 10) | c
        let posting = this.grams.get(g)
        if (!posting) {
          this.grams.set(g, (posting = newPosting()))
          for (const head of [-1 - a, (a << 10) | b]) {
            const lists = this.heads.get(head)
            if (lists) lists.push(posting)
            else this.heads.set(head, [posting])
          }
        }
        push(posting, r)
      }
    }
  }

  private sort(): void {
    const entries: Entry[] = []
    this.projs.forEach((p, r) => p?.fields.forEach((text, i) => text && entries.push({ text, ref: (r << FIELD_BITS) | i })))
    entries.sort((x, y) => (x.text < y.text ? -1 : x.text > y.text ? 1 : x.ref - y.ref))
    this.sorted = entries.map((e) => e.text)
    this.sortedRef = Int32Array.from(entries, (e) => e.ref)
    this.unsorted = []
  }

  /**
   * Follows the projection (the same Map, updated in place): records keep their place in it when
   * changed, new ones come last, so one ordered walk finds what changed since the last sync.
   */
  sync(rows: Map<Key, SearchProjection>): void {
    const count = this.keys.length
    let r = 0
    const remove = (n: number) => {
      if (this.projs[n] === undefined) return
      this.projs[n] = undefined
      this.changed.delete(n)
      this.removed++
    }
    for (const [key, p] of rows) {
      while (r < count && (this.projs[r] === undefined || this.keys[r] !== key)) remove(r++)
      if (r >= count) {
        this.append(key, p, true)
        continue
      }
      const old = this.projs[r]!
      if (old !== p) {
        this.projs[r] = p
        let differs = old.fields.length !== p.fields.length
        p.fields.forEach((text, i) => {
          if (text === old.fields[i]) return
          differs = true
          if (text) this.unsorted.push({ text, ref: (r << FIELD_BITS) | i })
        })
        if (differs) this.changed.add(r)
      }
      r++
    }
    while (r < count) remove(r++)
    if (this.unsorted.length > UNSORTED_MAX) this.sort()
  }

  /** Whether the sorted entry still holds (the record's field has not changed since). */
  private holds(text: string, ref: number): boolean {
    return this.projs[ref >> FIELD_BITS]?.fields[ref & FIELD_MASK] === text
  }

  /**
   * The best `limit` records for `needle`: exact fields, then field prefixes (in sorted order:
   * shortest completion first), then substrings in record order. Each record appears once, with
   * its best match. `owner`: only that owner's records.
   */
  search(needle: string, limit: number, owner?: number): TextHit[] {
    const own = owner === undefined ? undefined : this.owners.get(owner)
    if (owner !== undefined && (own?.n ?? 0) + this.changed.size <= OWN_MAX) return this.searchOwn(needle, limit, owner, own)
    const found = new Set<number>()
    const byRank: TextHit[][] = [[], [], []]
    const add = (r: number, field: number, at: number, rank: number) => {
      if (found.has(r) || (owner !== undefined && this.projs[r]!.owner !== owner)) return
      found.add(r)
      byRank[rank]!.push({ key: this.keys[r]!, field, at, rank: RANKS[rank]! })
    }
    // Exact and prefix: the sorted range starting with the needle, merged with the unsorted fields.
    const late = this.unsorted
      .filter((e) => e.text.startsWith(needle))
      .sort((x, y) => (x.text < y.text ? -1 : x.text > y.text ? 1 : x.ref - y.ref))
    let i = lowerBound(this.sorted, needle)
    let k = 0
    while (found.size < limit) {
      const inSorted = i < this.sorted.length && this.sorted[i]!.startsWith(needle)
      if (!inSorted && k >= late.length) break
      const fromSorted = inSorted && (k >= late.length || before(this.sorted[i]!, this.sortedRef[i]!, late[k]!.text, late[k]!.ref))
      const text = fromSorted ? this.sorted[i]! : late[k]!.text
      const ref = fromSorted ? this.sortedRef[i++]! : late[k++]!.ref
      if (this.holds(text, ref)) add(ref >> FIELD_BITS, ref & FIELD_MASK, 0, text.length === needle.length ? 0 : 1)
    }
    // Substrings: the trigram candidates and the changed records, in record order, checked.
    if (found.size < limit) {
      const check = (r: number) => {
        const p = this.projs[r]
        if (!p || found.has(r)) return false
        for (let f = 0; f < p.fields.length; f++) {
          const at = p.fields[f]!.indexOf(needle)
          if (at >= 0) {
            add(r, f, at, 2)
            break
          }
        }
        return found.size >= limit
      }
      const changed = [...this.changed].sort((x, y) => x - y)
      let c = 0
      const visit = (r: number) => {
        while (c < changed.length && changed[c]! < r) if (check(changed[c++]!)) return true
        if (changed[c] === r) c++
        return check(r)
      }
      if (!this.candidates(needle, visit)) while (c < changed.length) if (check(changed[c++]!)) break
    }
    return byRank.flat().slice(0, limit)
  }

  /** The same search among one owner's records (fewer than the candidates of a query, mostly others'). */
  private searchOwn(needle: string, limit: number, owner: number, own: Posting | undefined): TextHit[] {
    const records = [...recordsOf(own), ...this.changed].sort((x, y) => x - y)
    // Each record's first field entry starting with the needle, the best `limit` kept in order.
    const best: Entry[] = []
    const partial: TextHit[] = []
    records.forEach((r, i) => {
      const p = this.projs[r]
      if (!p || p.owner !== owner || records[i - 1] === r) return
      let first: Entry | undefined
      p.fields.forEach((text, f) => {
        if (text.startsWith(needle) && (!first || text < first.text)) first = { text, ref: (r << FIELD_BITS) | f }
      })
      if (first) {
        let at = best.length
        while (at > 0 && before(first.text, first.ref, best[at - 1]!.text, best[at - 1]!.ref)) at--
        if (at < limit) best.splice(at, 0, first)
        if (best.length > limit) best.pop()
        return
      }
      if (partial.length >= limit) return
      const f = p.fields.findIndex((text) => text.includes(needle))
      if (f >= 0) partial.push({ key: this.keys[r]!, field: f, at: p.fields[f]!.indexOf(needle), rank: 'partial' })
    })
    const hits = best.map(({ text, ref }): TextHit => ({
      key: this.keys[ref >> FIELD_BITS]!,
      field: ref & FIELD_MASK,
      at: 0,
      rank: text.length === needle.length ? 'exact' : 'prefix',
    }))
    return [...hits, ...partial].slice(0, limit)
  }

  /** Calls `visit` with the records that may hold `needle`, ascending, until it answers true. */
  private candidates(needle: string, visit: (r: number) => boolean): boolean {
    const ids: number[] = []
    for (let k = 0; k < needle.length; k++) {
      const id = charIds[needle.charCodeAt(k)]
      if (!id) return false // a character no field has
      ids.push(id)
    }
    if (ids.length >= 3) {
      const lists: Posting[] = []
      for (let k = 0; k + 2 < ids.length; k++) {
        const posting = this.grams.get((ids[k]! << 20) | (ids[k + 1]! << 10) | ids[k + 2]!)
        if (!posting) return false
        lists.push(posting)
      }
      return intersect(lists, visit)
    }
    return union(this.heads.get(ids.length === 1 ? -1 - ids[0]! : (ids[0]! << 10) | ids[1]!) ?? [], visit)
  }
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
