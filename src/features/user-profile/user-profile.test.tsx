// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ProfileConnections, ProfileHeader } from '@/api/contracts/profile'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import UserProfilePage from './pages/user-profile-page'

withMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })
const slow = { timeout: 8000 }
const render = (tab: string, language: 'en' | 'fr' | 'ar' = 'en') =>
  renderWithProviders(<UserProfilePage />, {
    route: `/pages/user-profile/${tab}`,
    path: '/pages/user-profile/:tab',
    queryClient: client(),
    language,
  })

describe('user profile', () => {
  it('shows the header and the profile tab in the interface language (lang sent to the API)', async () => {
    const fr = (await call<ProfileHeader>('/pages/profile/header', { query: { lang: 'fr' } })).body
    render('profile', 'fr')
    expect(await screen.findByRole('heading', { level: 1, name: fr.fullName }, slow)).toBeTruthy()
    expect(screen.getByText(fr.designation)).toBeTruthy()
    expect(await screen.findByText('À propos', {}, slow)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Profil' }).getAttribute('aria-current')).toBe('page')
    expect(await screen.findByRole('table', { name: 'Liste des projets' }, slow)).toBeTruthy()
  })

  it('projects tab renders one card with a progress bar per project from the API', async () => {
    render('projects')
    const list = await screen.findByRole('list', { name: 'Projects' }, slow)
    const projects = (await call<{ title: string }[]>('/pages/profile', { query: { tab: 'projects', lang: 'en' } })).body
    expect(within(list).getAllByRole('listitem')).toHaveLength(projects.length)
    expect(within(list).getAllByRole('progressbar')).toHaveLength(projects.length)
  })

  it('connections tab: connect and disconnect toggle on each card', async () => {
    const people = (await call<ProfileConnections>('/pages/profile', { query: { tab: 'connections', lang: 'en' } })).body
    const { user } = render('connections')
    const off = people.find((p) => !p.isConnected)!
    const button = await screen.findByRole('button', { name: `Connect with ${off.name}` }, slow)
    expect(button.getAttribute('aria-pressed')).toBe('false')
    await user.click(button)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Disconnect from ${off.name}` }).getAttribute('aria-pressed')).toBe('true'),
    )
  })

  it('an unknown tab goes to the profile tab', async () => {
    const { location } = render('nope')
    await waitFor(() => expect(location().pathname).toBe('/pages/user-profile/profile'))
  })
})
