import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** Every locale file of fr, en and ar: same namespaces, same keys, no empty text (DECISIONS section 8). */
const DIR = fileURLToPath(new URL('./locales', import.meta.url))
const LANGUAGES = ['fr', 'en', 'ar'] as const

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** `{ a: { b: 'x' } }` -> Map { 'a.b' => 'x' } (array items as a.0, a.1 …). */
function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
    if (entries.length === 0) out.set(prefix, value)
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  } else out.set(prefix, value)
  return out
}

const namespaces = (lng: string) =>
  readdirSync(join(DIR, lng))
    .filter((f) => f.endsWith('.json'))
    .sort()

const load = (lng: string, file: string) => flatten(JSON.parse(readFileSync(join(DIR, lng, file), 'utf8')) as Json)

const placeholders = (text: Json) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort() : []

describe('locale files', () => {
  const files = namespaces('fr')

  it('fr, en and ar have the same namespace files', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(files).toContain('common.json')
    for (const lng of LANGUAGES) expect(namespaces(lng), `namespaces of ${lng}`).toEqual(files)
  })

  it.each(files)('%s: the same keys in fr, en and ar', (file) => {
    const keys = Object.fromEntries(LANGUAGES.map((lng) => [lng, load(lng, file)]))
    const all = new Set(LANGUAGES.flatMap((lng) => [...keys[lng]!.keys()]))
    const missing = LANGUAGES.flatMap((lng) => [...all].filter((k) => !keys[lng]!.has(k)).map((k) => `${lng}/${file}: missing ${k}`))
    expect(missing).toEqual([])
  })

  it.each(files)('%s: no empty values, no plural suffix keys', (file) => {
    const problems = LANGUAGES.flatMap((lng) =>
      [...load(lng, file)].flatMap(([key, value]) => {
        const out: string[] = []
        const empty =
          value === null ||
          (typeof value === 'string' && value.trim() === '') ||
          (typeof value === 'object' && Object.keys(value).length === 0)
        if (empty) out.push(`${lng}/${file}: ${key} is empty`)
        if (/_(zero|one|two|few|many|other)$/.test(key)) out.push(`${lng}/${file}: ${key} uses a plural suffix`)
        return out
      }),
    )
    expect(problems).toEqual([])
  })

  it.each(files)('%s: the same {{placeholders}} in every language', (file) => {
    const fr = load('fr', file)
    const problems = (['en', 'ar'] as const).flatMap((lng) => {
      const other = load(lng, file)
      return [...fr].flatMap(([key, value]) => {
        const a = placeholders(value).join(',')
        const b = placeholders(other.get(key) ?? '').join(',')
        return other.has(key) && a !== b ? [`${lng}/${file}: ${key} has {{${b}}} but fr has {{${a}}}`] : []
      })
    })
    expect(problems).toEqual([])
  })
})
