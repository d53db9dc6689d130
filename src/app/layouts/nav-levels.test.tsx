// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildAbility } from '@/lib/ability'
import { writePreference } from '@/lib/preferences'
import { renderWithProviders } from '@/testing/render'
import { buildNav } from '../nav'
import { HorizontalNav } from './horizontal-nav'
import { VerticalNav } from './vertical-nav'

// The admin's nav (with the nav-levels demo and the disabled item), without a signed-in session.
vi.mock('./use-nav', () => ({ useNav: () => buildNav(buildAbility([{ action: 'manage', subject: 'all' }])) }))

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded')

describe('vertical nav: three levels and disabled items', () => {
  // Pinned open: the collapsed rail shows icons only.
  beforeEach(() => writePreference('navCollapsed', false))

  it('opens the nav levels group then its sub-group from the keyboard', async () => {
    const { user, location } = renderWithProviders(<VerticalNav />, { route: '/access-control' })
    expect(expanded('Nav levels')).toBe('false')
    screen.getByRole('button', { name: 'Nav levels' }).focus()
    await user.keyboard('{Enter}')
    expect(expanded('Nav levels')).toBe('true')
    await user.tab()
    expect(document.activeElement).toHaveProperty('textContent', 'Level 2.1')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Level 2.2' }))
    await user.keyboard('{Enter}')
    expect(expanded('Level 2.2')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Level 3.1' }))
    expect(screen.getByRole('button', { name: 'Level 3.2' })).toBeTruthy()
    expect(location().pathname).toBe('/access-control')
    await user.keyboard('{Enter}')
    expect(expanded('Level 2.2')).toBe('true')
  })

  it('opens a group with the inward arrow and closes it with the outward one, mirrored in RTL', async () => {
    const { user } = renderWithProviders(<VerticalNav />, { route: '/access-control' })
    screen.getByRole('button', { name: 'Nav levels' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(expanded('Nav levels')).toBe('true')
    await user.keyboard('{ArrowLeft}')
    expect(expanded('Nav levels')).toBe('false')
    document.documentElement.dir = 'rtl'
    try {
      await user.keyboard('{ArrowLeft}')
      expect(expanded('Nav levels')).toBe('true')
      await user.keyboard('{ArrowRight}')
      expect(expanded('Nav levels')).toBe('false')
    } finally {
      document.documentElement.dir = 'ltr'
    }
  })

  it('shows the disabled menu as aria-disabled, out of the tab order and inert', async () => {
    const { user, location } = renderWithProviders(<VerticalNav />, { route: '/access-control' })
    const disabled = screen.getByTestId('nav-disabledMenu')
    expect(disabled.getAttribute('aria-disabled')).toBe('true')
    expect(disabled.textContent).toBe('Disabled menu')
    expect(disabled.tabIndex).toBe(-1)
    expect(disabled.closest('a, button')).toBeNull()
    await user.click(disabled)
    expect(location().pathname).toBe('/access-control')
  })
})

describe('horizontal nav: three levels and disabled items', () => {
  it('opens a section menu, a group and its sub-group, and Escape closes the innermost', async () => {
    const { user } = renderWithProviders(<HorizontalNav />, { route: '/access-control' })
    screen.getByRole('button', { name: 'Misc' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(expanded('Misc')).toBe('true'))
    expect(screen.getByTestId('nav-disabledMenu').getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByTestId('nav-disabledMenu').closest('a, button')).toBeNull()
    screen.getByRole('button', { name: 'Nav levels' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(expanded('Nav levels')).toBe('true'))
    screen.getByRole('button', { name: 'Level 2.2' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(expanded('Level 2.2')).toBe('true'))
    expect(screen.getByRole('button', { name: 'Level 3.1' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Level 3.2' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(expanded('Level 2.2')).toBe('false'))
    expect(expanded('Nav levels')).toBe('true')
  })
})
