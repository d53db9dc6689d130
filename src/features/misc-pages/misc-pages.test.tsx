// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchMissingKeys } from '@/testing/missing-keys'
import { renderWithProviders } from '@/testing/render'
import ComingSoonPage from './pages/coming-soon-page'
import IconsPage from './pages/icons-page'
import TypographyPage from './pages/typography-page'
import UnderMaintenancePage from './pages/under-maintenance-page'

const PAGES = { ComingSoonPage, UnderMaintenancePage, TypographyPage, IconsPage }
let missing: ReturnType<typeof watchMissingKeys> | undefined
afterEach(() => {
  missing?.stop()
  vi.restoreAllMocks()
})

describe('misc pages', () => {
  it.each(['fr', 'en', 'ar'] as const)('render in %s with no missing translation key', (language) => {
    missing = watchMissingKeys()
    for (const Page of Object.values(PAGES)) renderWithProviders(<Page />, { language }).unmount()
    expect(missing.keys).toEqual([])
  })

  it('coming soon refuses a wrong e-mail, then confirms the notification', async () => {
    const { user } = renderWithProviders(<ComingSoonPage />)
    await user.type(screen.getByLabelText('Email'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address')
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    expect((await screen.findByRole('status')).textContent).toMatch(/ana@example\.com/)
  })

  it('icons: searches the whole lucide set, renders only what is in view, copies a name with a toast', async () => {
    // jsdom has no layout: give the scroller a height and a width, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(832)
    const { user } = renderWithProviders(<IconsPage />)
    const total = Number(/\d+/.exec(screen.getByText(/^Icons: /).textContent!.replace(/\D/g, ''))![0])
    expect(total).toBeGreaterThan(1000)
    expect(screen.getAllByRole('listitem').length).toBeLessThan(200)
    await user.type(screen.getByLabelText('Search icons'), 'arrow big right')
    const button = await screen.findByRole('button', { name: 'Copy the name ArrowBigRight' })
    expect(screen.getByText(/^Icons: /).textContent).not.toBe(`Icons: ${total}`)
    await user.click(button)
    expect(await navigator.clipboard.readText()).toBe('ArrowBigRight')
    expect((await screen.findByRole('status')).textContent).toContain('Copied “ArrowBigRight”')
    await user.clear(screen.getByLabelText('Search icons'))
    await user.type(screen.getByLabelText('Search icons'), 'zzzz-no-icon')
    expect(await screen.findByText('No icon matches')).toBeTruthy()
  })
})
