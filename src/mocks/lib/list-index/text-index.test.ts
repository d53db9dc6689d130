import { describe, expect, it } from 'vitest'
import type { Key } from './store'
import { TextIndex, type SearchProjection, type TextHit } from './text-index'

/**
 * The index against the plain definition of the ranking (every field of every record looked at):
 * exact fields, then prefixes in sorted order (ties in record order), then substrings in record
 * order, each record once, at most `limit`.
 */
function reference(rows: Map<Key, SearchProjection>, needle: string, limit: number, owner?: number): TextHit[] {
  const records = [...rows].filter(([, p]) => owner === undefined || p.owner === owner)
  const entries = records.flatMap(([key, p], r) => p.fields.map((text, field) => ({ key, text, r, field })))
  const starting = entries.filter((e) => e.text && e.text.startsWith(needle))
  starting.sort((x, y) => (x.text < y.text ? -1 : x.text > y.text ? 1 : x.r - y.r || x.field - y.field))
  const hits: TextHit[] = []
  const seen = new Set<Key>()
  for (const e of starting)
    if (!seen.has(e.key)) {
      seen.add(e.key)
      hits.push({ key: e.key, field: e.field, at: 0, rank: e.text.length === needle.length ? 'exact' : 'prefix' })
    }
  const ranked = [...hits.filter((h) => h.rank === 'exact'), ...hits.filter((h) => h.rank === 'prefix')]
  for (const [key, p] of records) {
    if (seen.has(key)) continue
    const field = p.fields.findIndex((f) => f.includes(needle))
    if (field >= 0) ranked.push({ key, field, at: p.fields[field]!.indexOf(needle), rank: 'partial' })
  }
  return ranked.slice(0, limit)
}

/** A small deterministic random source (tests repeat exactly). */
function random(seed: number) {
  let s = seed
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0
    return s / 2 ** 32
  }
}

const WORDS = ['anna', 'annie', 'ann', 'bob', 'élo', 'elodie', 'nana', 'ab', 'ba', 'a', '0612', '1206', 'احمد', 'مد', 'x']
const needles = [
  'a',
  'an',
  'ann',
  'anna',
  'na',
  'nan',
  'b',
  'ba',
  'bob',
  'ob',
  'elo',
  'lodi',
  '06',
  '612',
  '2',
  'حم',
  'مد',
  'q',
  'zz',
  'a b',
  'x',
]

function row(rand: () => number): SearchProjection {
  const word = () => WORDS[Math.floor(rand() * WORDS.length)]!
  const fields = [0, 1, 2].map(() => (rand() < 0.15 ? '' : `${word()}${rand() < 0.5 ? ` ${word()}` : ''}`))
  return { fields, owner: Math.floor(rand() * 3) }
}

function expectSame(index: TextIndex, rows: Map<Key, SearchProjection>) {
  for (const needle of needles)
    for (const limit of [1, 5, 50]) {
      expect(index.search(needle, limit), `${needle} / ${limit}`).toEqual(reference(rows, needle, limit))
      expect(index.search(needle, limit, 1), `${needle} / ${limit} / owner 1`).toEqual(reference(rows, needle, limit, 1))
    }
}

describe('TextIndex', () => {
  it('answers what looking at every record answers, on a fresh index', () => {
    const rand = random(7)
    const rows = new Map<Key, SearchProjection>()
    for (let k = 1; k <= 400; k++) rows.set(k, row(rand))
    expectSame(new TextIndex(rows), rows)
  })

  it('stays right after records are created, changed and removed in place (synced)', () => {
    const rand = random(11)
    const rows = new Map<Key, SearchProjection>()
    for (let k = 1; k <= 300; k++) rows.set(k, row(rand))
    const index = new TextIndex(rows)
    let next = 301
    for (let round = 0; round < 12; round++) {
      for (let w = 0; w < 25; w++) {
        const pick = 1 + Math.floor(rand() * (next - 1))
        const choice = rand()
        if (choice < 0.35)
          rows.set(next++, row(rand)) // created: comes last
        else if (choice < 0.7) {
          if (rows.has(pick)) rows.set(pick, row(rand)) // changed: keeps its place
        } else if (choice < 0.85) rows.delete(pick)
        else {
          rows.delete(pick) // removed, then written again under the same key: comes last
          rows.set(pick, row(rand))
        }
      }
      index.sync(rows)
      expectSame(index, rows)
    }
    expect(index.stale).toBe(false)
  })

  it('stays right after a bulk fill, and says when changes piled up for a rebuild', () => {
    const rand = random(5)
    const rows = new Map<Key, SearchProjection>()
    for (let k = 1; k <= 50; k++) rows.set(k, row(rand))
    const index = new TextIndex(rows)
    expect(index.search('zq', 5)).toEqual([])
    for (let k = 51; k <= 3000; k++) rows.set(k, row(rand))
    rows.set(3001, { fields: ['zq', 'bzq'] })
    index.sync(rows)
    expectSame(index, rows)
    expect(index.search('zq', 5)).toEqual([{ key: 3001, field: 0, at: 0, rank: 'exact' }])
    expect(index.search('z', 5)).toEqual([{ key: 3001, field: 0, at: 0, rank: 'prefix' }])
    for (let k = 1; k <= 1200; k++) rows.set(k, row(rand))
    index.sync(rows)
    expectSame(index, rows)
    expect(index.stale).toBe(true)
    expectSame(new TextIndex(rows), rows)
  })

  it('finds characters and trigrams no record had when the index was built', () => {
    const rows = new Map<Key, SearchProjection>([[1, { fields: ['plain'] }]])
    const index = new TextIndex(rows)
    rows.set(1, { fields: ['ﬆ日本語テキスト'] })
    rows.set(2, { fields: ['plain', 'テキスト'] })
    index.sync(rows)
    expect(index.search('本語テ', 5)).toEqual([{ key: 1, field: 0, at: 2, rank: 'partial' }])
    expect(index.search('キス', 5)).toEqual([
      { key: 1, field: 0, at: 5, rank: 'partial' },
      { key: 2, field: 1, at: 1, rank: 'partial' },
    ])
    expect(index.search('lain', 5)).toEqual([{ key: 2, field: 0, at: 1, rank: 'partial' }])
  })

  it('an owner with many records is searched through the index, the same way', () => {
    const rand = random(3)
    const rows = new Map<Key, SearchProjection>()
    for (let k = 1; k <= 24_000; k++) rows.set(k, { ...row(rand), owner: k % 12 === 0 ? 2 : 1 })
    const index = new TextIndex(rows)
    rows.set(5, { fields: ['zq owner two'], owner: 2 })
    index.sync(rows)
    for (const needle of ['a', 'ann', 'bob', 'zq', 'two', 'q'])
      for (const owner of [1, 2]) expect(index.search(needle, 5, owner), `${needle} / ${owner}`).toEqual(reference(rows, needle, 5, owner))
  })
})
