// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { watchMissingKeys } from '@/testing/missing-keys'
import { renderWithProviders } from '@/testing/render'
import NotAuthorizedPage from './pages/not-authorized-page'
import NotFoundPage from './pages/not-found-page'
import ServerErrorPage from './pages/server-error-page'

let missing: ReturnType<typeof watchMissingKeys> | undefined
afterEach(() => missing?.stop())

describe('error pages (401, 404, 500)', () => {
  it.each(['fr', 'en', 'ar'] as const)(
    'show code, title, text, the way home and the illustration in %s, with no missing key',
    (language) => {
      missing = watchMissingKeys()
      for (const [Page, code] of [
        [NotAuthorizedPage, '401'],
        [NotFoundPage, '404'],
        [ServerErrorPage, '500'],
      ] as const) {
        const { unmount, container } = renderWithProviders(<Page />, { language })
        expect(screen.getByTestId(`error-${code}`).textContent).toContain(code)
        expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('')
        expect(screen.getByRole('link').getAttribute('href')).toBe('/')
        expect(container.querySelector('img[src="/images/auth/error.svg"]')?.getAttribute('alt')).toBe('')
        unmount()
      }
      expect(missing.keys).toEqual([])
    },
  )
})
