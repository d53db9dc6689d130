import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { db, reopenDb } from '@/mocks/db'
import { ensureSeeded } from '@/mocks/seed'
import { resolveKey } from '@/mocks/lib/search-index'
import { buildSearchIndex } from '@/app/nav'
import { searchResponse, SEARCH_GROUP_LIMIT, type SearchEntry, type SearchResponse } from '@/api/contracts/search'
import en from '@/i18n/locales/en/common.json'
import fr from '@/i18n/locales/fr/common.json'
import ar from '@/i18n/locales/ar/common.json'

setupMockApi()

const search = (query: Record<string, string | undefined>) => call<SearchResponse>('/app-bar/search', { query })

/** Test entries: 7 "report" pages in formsTables, 1 in chartsMisc, titled in three languages. */
async function addEntries(): Promise<void> {
  await db.searchIndex.clear()
  const rows: SearchEntry[] = [
    ...Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      category: 'formsTables' as const,
      order: i,
      url: `/reports/${i + 1}`,
      icon: 'Table2',
      title: { fr: `Rapport Ventes ${i + 1}`, en: `Sales REPORT ${i + 1}`, ar: `تقرير المبيعات ${i + 1}` },
    })),
    {
      id: 8,
      category: 'chartsMisc',
      order: 0,
      url: '/charts/report',
      icon: 'ChartPie',
      title: { fr: 'Graphique du rapport', en: 'Report chart', ar: 'مخطط التقرير' },
    },
    {
      id: 9,
      category: 'dashboards',
      order: 0,
      url: '/dashboards/crm',
      icon: 'Home',
      title: { fr: 'Tableau CRM', en: 'CRM board', ar: 'لوحة CRM' },
    },
  ]
  await db.searchIndex.bulkAdd(rows)
}

describe('GET /api/app-bar/search', () => {
  it('caps each group at 5 results, in index order', async () => {
    await addEntries()
    const res = await search({ q: 'report' })
    expect(res.status).toBe(200)
    expect(searchResponse.parse(res.body)).toBeTruthy()
    const forms = res.body.find((g) => g.category === 'formsTables')!
    expect(forms.children).toHaveLength(SEARCH_GROUP_LIMIT)
    expect(forms.children.map((c) => c.url)).toEqual(['/reports/1', '/reports/2', '/reports/3', '/reports/4', '/reports/5'])
    expect(forms).toMatchObject({ title: 'formsTables', category: 'formsTables' })
    expect(forms.children[0]).toEqual({ url: '/reports/1', icon: 'Table2', title: 'Sales REPORT 1' })
  })

  it('matches case-insensitively and drops empty groups', async () => {
    await addEntries()
    const upper = await search({ q: 'RePoRt' })
    expect(upper.body.map((g) => g.category)).toEqual(['formsTables', 'chartsMisc'])
    expect(upper.body.find((g) => g.category === 'chartsMisc')!.children.map((c) => c.title)).toEqual(['Report chart'])
    const crm = await search({ q: 'crm' })
    expect(crm.body.map((g) => g.category)).toEqual(['dashboards'])
    expect((await search({ q: 'no such page' })).body).toEqual([])
  })

  it('answers and matches titles in the `lang` language (default en)', async () => {
    await addEntries()
    const frRes = await search({ q: 'rapport', lang: 'fr' })
    expect(frRes.body.map((g) => g.category)).toEqual(['formsTables', 'chartsMisc'])
    expect(frRes.body[0]!.children[0]!.title).toBe('Rapport Ventes 1')
    expect((await search({ q: 'rapport' })).body).toEqual([])
    const arRes = await search({ q: 'تقرير', lang: 'ar' })
    expect(arRes.body[0]!.children[0]!.title).toBe('تقرير المبيعات 1')
    const unknownLang = await search({ q: 'report', lang: 'xx' })
    expect(unknownLang.body[0]!.children[0]!.title).toBe('Sales REPORT 1')
  })

  it('an empty q lists each group’s first entries', async () => {
    await addEntries()
    const res = await search({})
    expect(res.body.map((g) => [g.category, g.children.length])).toEqual([
      ['dashboards', 1],
      ['formsTables', 5],
      ['chartsMisc', 1],
    ])
  })
})

describe('the seeded index', () => {
  it('is THE route registry’s search index with titles resolved in fr, en and ar', async () => {
    const expected = buildSearchIndex().flatMap((g) => g.children.map((c) => ({ category: g.category, ...c })))
    const stored = await reopenDb().searchIndex.orderBy('id').toArray()
    expect(stored).toHaveLength(expected.length)
    stored.forEach((entry, i) => {
      const source = expected[i]!
      expect(entry).toMatchObject({ category: source.category, url: source.url, icon: source.icon })
      expect(entry.title.en).toBe(resolveKey(en, source.title) ?? source.title)
      expect(entry.title.fr).toBe(resolveKey(fr, source.title) ?? entry.title.en)
      expect(entry.title.ar).toBe(resolveKey(ar, source.title) ?? entry.title.en)
    })
  })

  it('serves registry pages by their translated title, never more than 5 per group', async () => {
    const entry = (await db.searchIndex.orderBy('id').first())!
    const res = await search({ q: entry.title.fr.toUpperCase(), lang: 'fr' })
    expect(res.body.flatMap((g) => g.children.map((c) => c.url))).toContain(entry.url)
    for (const g of (await search({})).body) expect(g.children.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT)
  })

  it('is rebuilt from the registry on a later start, without touching other data', async () => {
    await db.searchIndex.clear()
    await call('/apps/users/1', { method: 'DELETE' })
    await ensureSeeded(db)
    expect(await db.searchIndex.count()).toBe(buildSearchIndex().reduce((n, g) => n + g.children.length, 0))
    expect(await db.users.get(1)).toBeUndefined()
  })
})
