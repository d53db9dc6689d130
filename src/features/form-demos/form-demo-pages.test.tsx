// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import i18n from 'i18next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, setupTestI18n } from '@/testing/render'

const missing: string[] = []
// The page modules the DEMO_PAGES rows load (features do not import the app layer).
const pages = import.meta.glob<{ default: React.ComponentType }>('./pages/*-page.tsx')
const rows = Object.entries(pages).map(([path, page]) => ({ slug: /([^/]+)-page\.tsx$/.exec(path)![1]!, page }))

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

// The checkout wizard example is composed in app/ (app/pages/wizard-checkout-page.test.tsx renders it in fr/en/ar).
it('has the 23 form, wizard and table pages of the feature', () => {
  expect(rows.length).toBe(23)
})

describe.each(['fr', 'en', 'ar'] as const)('every form demo page in %s', (language) => {
  it.each(rows.map((row) => [row.slug, row] as const))(
    '%s renders its demo cards without error and without missing keys',
    async (_slug, row) => {
      missing.length = 0
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const { default: Page } = await row.page()
      renderWithProviders(<Page />, { language, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) })
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy())
      expect(screen.getAllByTestId('demo-card').length).toBeGreaterThan(0)
      expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr')
      expect(missing).toEqual([])
      expect(errors.mock.calls.map((c) => String(c[0]).slice(0, 300))).toEqual([])
      errors.mockRestore()
    },
  )
})
