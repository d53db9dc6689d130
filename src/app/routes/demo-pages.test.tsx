// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import i18n from 'i18next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildNav, buildSearchIndex, linksOf } from '@/app/nav'
import { DEMO_GROUPS, DEMO_PAGES } from '@/app/routes/demos'
import { buildAbility } from '@/lib/ability'
import { QueryClient } from '@tanstack/react-query'
import { renderWithProviders, setupTestI18n } from '@/testing/render'

const missing: string[] = []

// jsdom has no matchMedia (Swiper reads its breakpoints with it).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList

beforeAll(() => {
  setupTestI18n('fr')
  // A key missing in the language is reported, not silently taken from English.
  i18n.options.fallbackLng = false
  i18n.options.saveMissing = true
  i18n.options.missingKeyHandler = (lngs, ns, key) => void missing.push(`${lngs.join(',')}:${ns}:${key}`)
})
afterAll(() => {
  i18n.options.saveMissing = false
})

describe.each(['fr', 'en', 'ar'] as const)('every demo page in %s', (language) => {
  it.each(DEMO_PAGES.map((row) => [row.slug, row] as const))('%s renders without error and without missing keys', async (_slug, row) => {
    missing.length = 0
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { default: Page } = await row.page()
    renderWithProviders(<Page />, { language, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) })
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy())
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr')
    expect(missing).toEqual([])
    expect(errors.mock.calls.map((c) => String(c[0]).slice(0, 300))).toEqual([])
    errors.mockRestore()
  })
})

describe('the demo pages in the app', () => {
  const url = (row: (typeof DEMO_PAGES)[number]) => `${DEMO_GROUPS[row.group].prefix}/${row.slug}`

  /** The nav section of each demo group. */
  const SECTION = { components: 'ui', extensions: 'ui', charts: 'charts', forms: 'forms', tables: 'forms', wizard: 'pages' } as const

  it('are in the admin nav: components and extensions under User interface, charts under Charts, forms and tables under Forms, wizards under Pages', () => {
    const nav = buildNav(buildAbility([{ action: 'manage', subject: 'all' }]))
    const links = (section: string) =>
      nav
        .filter((s) => s.key === section)
        .flatMap((s) => s.items.flatMap(linksOf))
        .map((l) => l.to)
    for (const row of DEMO_PAGES) expect(links(SECTION[row.group])).toContain(url(row))
  })

  it('are found by app search in their category', () => {
    const index = Object.fromEntries(buildSearchIndex().map((g) => [g.category, g.children.map((c) => c.url)]))
    for (const row of DEMO_PAGES) expect(index[DEMO_GROUPS[row.group].search]).toContain(url(row))
  })
})
