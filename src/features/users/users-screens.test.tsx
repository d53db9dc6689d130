// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { UserListResponse } from '@/api/contracts/users'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, runPrefetch, setupMockApi as withMockApi } from '@/testing/mock-api'
import UserListPage, { prefetch } from './pages/user-list-page'
import UserViewPage from './pages/user-view-page'

withMockApi()

/** State is read back through the API only (feature tests never touch the database). */
const usersOf = async (query: Record<string, string | number> = {}) => (await call<UserListResponse>('/apps/users', { query })).body

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const renderList = (route = '/apps/user/list') => renderWithProviders(<UserListPage />, { route, queryClient: client() })

const table = () => screen.getByRole('table', { name: 'Users' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
/** The user names of the rows on screen (the link of the first cell). */
const names = () => bodyRows().map((r) => within(r).getAllByRole('link')[0]!.textContent)
const slow = { timeout: 8000 }

async function loaded() {
  await waitFor(() => expect(within(table()).queryAllByRole('link').length).toBeGreaterThan(0), slow)
}

describe('user list', () => {
  it('prefetch: the rows and the counts the URL asks for, so the page draws them at once and asks for nothing itself', async () => {
    const search = 'role=admin&sortBy=user&orderBy=asc'
    const expected = await usersOf({ role: 'admin', sortBy: 'user', orderBy: 'asc' })
    const { client: queryClient, requests, stop } = await runPrefetch(prefetch, search)
    try {
      // The page of rows and one count per status.
      expect(requests('/apps/users')).toBe(1 + 3)
      renderWithProviders(<UserListPage />, { route: `/apps/user/list?${search}`, queryClient })
      expect(names()[0]).toBe(expected.users[0]!.fullName)
      const cards = within(screen.getByRole('group', { name: 'Users by status' }))
      expect(cards.getByRole('button', { name: /Total users/ }).textContent).toContain('50')
      expect(requests('/apps/users')).toBe(1 + 3)
    } finally {
      stop()
    }
  })

  it('shows the stat cards (total, active, pending, inactive) and the first page of 10', async () => {
    renderList()
    const all = await usersOf({ itemsPerPage: -1 })
    expect(all.totalUsers).toBe(50)
    await loaded()
    // The first rows come in the first commit, the others a few a frame (data-table/first-rows.tsx).
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(screen.getByText('1-10 of 50')).toBeTruthy()
    const cards = within(screen.getByRole('group', { name: 'Users by status' }))
    await waitFor(() => expect(cards.getByRole('button', { name: /Total users/ }).textContent).toContain('50'), slow)
    for (const status of ['active', 'pending', 'inactive'] as const) {
      const n = all.users.filter((u) => u.status === status).length
      expect(n).toBeGreaterThan(0)
      const label = { active: /Active users/, pending: /Pending users/, inactive: /Inactive users/ }[status]
      expect(cards.getByRole('button', { name: label }).textContent).toContain(String(n))
    }
  })

  it('filters by role, plan and status through the API, in the URL; a stat card sets the status', async () => {
    const { user, location } = renderList()
    await loaded()
    await user.selectOptions(screen.getByLabelText('Role'), 'editor')
    await waitFor(() => expect(location().search).toBe('?role=editor'))
    const editors = await usersOf({ role: 'editor', itemsPerPage: -1 })
    expect(editors.totalUsers).toBeGreaterThan(0)
    await waitFor(() => expect(screen.getByText(`1-${Math.min(10, editors.totalUsers)} of ${editors.totalUsers}`)).toBeTruthy(), slow)
    for (const row of bodyRows()) expect(within(row).getByText('Editor')).toBeTruthy()

    await user.selectOptions(screen.getByLabelText('Plan'), 'team')
    await waitFor(() => expect(location().search).toBe('?role=editor&plan=team'))
    const both = await usersOf({ role: 'editor', plan: 'team', itemsPerPage: -1 })
    await waitFor(() => expect(names().sort()).toEqual(both.users.map((u) => u.fullName).sort()), slow)

    await user.click(screen.getByRole('button', { name: /Pending users/ }))
    await waitFor(() => expect(location().search).toBe('?role=editor&plan=team&status=pending'))
    const pending = await usersOf({ role: 'editor', plan: 'team', status: 'pending', itemsPerPage: -1 })
    await waitFor(() => expect(bodyRows().length).toBe(Math.max(pending.totalUsers, 1)), slow)
    expect(screen.getByRole('button', { name: /Pending users/ }).getAttribute('aria-pressed')).toBe('true')
  })

  it('searches by name or email and sorts by user, then email, both ways', async () => {
    const { user, location } = renderList()
    await loaded()
    const header = (name: RegExp) => screen.getByRole('columnheader', { name })
    await user.click(within(header(/^User/)).getByRole('button'))
    await waitFor(() => expect(location().search).toBe('?sortBy=user&orderBy=asc'))
    const asc = await usersOf({ sortBy: 'user', orderBy: 'asc' })
    await waitFor(() => expect(names()).toEqual(asc.users.map((u) => u.fullName)), slow)
    expect(header(/^User/).getAttribute('aria-sort')).toBe('ascending')

    await user.click(within(header(/^User/)).getByRole('button'))
    const desc = await usersOf({ sortBy: 'user', orderBy: 'desc' })
    await waitFor(() => expect(names()).toEqual(desc.users.map((u) => u.fullName)), slow)
    expect(names()[0]! > names()[9]!).toBe(true)

    await user.click(within(header(/^Email/)).getByRole('button'))
    await waitFor(() => expect(location().search).toBe('?sortBy=email&orderBy=asc'))
    const byEmail = await usersOf({ sortBy: 'email', orderBy: 'asc' })
    await waitFor(() => expect(names()).toEqual(byEmail.users.map((u) => u.fullName)), slow)

    const target = asc.users[3]!
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), target.email.toUpperCase())
    await waitFor(() => expect(names()).toEqual([target.fullName]), slow)
    expect(location().search).toContain(`q=${encodeURIComponent(target.email.toUpperCase())}`)
  })

  it('pages through the API and changes the page size', async () => {
    const { user, location } = renderList('/apps/user/list?sortBy=user&orderBy=asc')
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(location().search).toBe('?sortBy=user&orderBy=asc&page=2'))
    const page2 = await usersOf({ sortBy: 'user', orderBy: 'asc', page: 2 })
    await waitFor(() => expect(names()).toEqual(page2.users.map((u) => u.fullName)), slow)
    expect(screen.getByText('11-20 of 50')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Last page' }))
    await waitFor(() => expect(screen.getByText('41-50 of 50')).toBeTruthy(), slow)

    await user.selectOptions(screen.getByLabelText('Items per page:'), '25')
    await waitFor(() => expect(location().search).toBe('?sortBy=user&orderBy=asc&itemsPerPage=25'))
    await waitFor(() => expect(bodyRows()).toHaveLength(25), slow)
    expect(screen.getByText('1-25 of 50')).toBeTruthy()
  })

  it('deletes a user after confirmation', async () => {
    const { user } = renderList('/apps/user/list?sortBy=user&orderBy=asc')
    await loaded()
    const first = names()[0]!
    await user.click(screen.getByRole('button', { name: `Delete ${first}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(`${first} has been deleted`, {}, slow)).toBeTruthy()
    const after = await usersOf({ q: first })
    expect(after.users.some((u) => u.fullName === first)).toBe(false)
    expect((await usersOf()).totalUsers).toBe(49)
  })
})

describe('add-user drawer', () => {
  it('validates required fields, email and contact formats, and the unique email from the API', async () => {
    const { user } = renderList()
    await loaded()
    const existing = (await usersOf()).users[0]!
    await user.click(screen.getByRole('button', { name: 'Add user' }))
    const drawer = await screen.findByRole('dialog', { name: 'Add user' })
    const submit = () => user.click(within(drawer).getByRole('button', { name: 'Add the user' }))
    const field = (label: RegExp) => within(drawer).getByLabelText(label)

    await submit()
    await waitFor(() => expect(within(drawer).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3))
    const alerts = () =>
      within(drawer)
        .getAllByRole('alert')
        .map((a) => a.textContent)
    expect(alerts()).toContain('Choose a country')
    expect(alerts()).toContain('Choose a value from the list')

    await user.type(field(/^Full name/), 'Inès Fontaine')
    await user.type(field(/^Username/), 'ines.fontaine')
    await user.type(field(/^Email/), 'ines@')
    await user.type(field(/^Contact/), 'call me')
    await user.selectOptions(field(/^Country/), 'FR')
    await user.selectOptions(field(/^Role/), 'editor')
    await user.selectOptions(field(/^Plan/), 'team')
    await submit()
    expect(await within(drawer).findByText('Enter a valid email address')).toBeTruthy()
    expect(within(drawer).getByText('Enter a valid phone number')).toBeTruthy()

    // A well-formed but taken email: the API answers 400 and the message shows under the field.
    await user.clear(field(/^Email/))
    await user.type(field(/^Email/), existing.email.toUpperCase())
    await user.clear(field(/^Contact/))
    await user.type(field(/^Contact/), '+33 6 11 22 33 44')
    await submit()
    expect(await within(drawer).findByText('This email is already registered', {}, slow)).toBeTruthy()
    expect((await usersOf()).totalUsers).toBe(50)

    await user.clear(field(/^Email/))
    await user.type(field(/^Email/), 'ines.fontaine@example.com')
    await submit()
    expect(await screen.findByText('Inès Fontaine has been added', {}, slow)).toBeTruthy()
    const created = await usersOf({ q: 'ines.fontaine@example.com' })
    expect(created.users).toHaveLength(1)
    expect(created.users[0]).toMatchObject({
      id: 51,
      role: 'editor',
      currentPlan: 'team',
      country: 'FR',
      status: 'pending',
      contact: '+33 6 11 22 33 44',
    })
  })
})

describe('user view', () => {
  it('shows "User not found" for an unknown id (API 404) and for a non-numeric one', async () => {
    expect((await call('/apps/users/999')).status).toBe(404)
    const first = renderWithProviders(<UserViewPage />, {
      route: '/apps/user/view/999',
      path: '/apps/user/view/:id',
      queryClient: client(),
    })
    expect(await screen.findByRole('heading', { name: 'User not found' }, slow)).toBeTruthy()
    expect(screen.getByText('No user has the id “999”. It may have been deleted.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See all users' }).getAttribute('href')).toBe('/apps/user/list')
    first.unmount()
    renderWithProviders(<UserViewPage />, { route: '/apps/user/view/abc', path: '/apps/user/view/:id', queryClient: client() })
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy()
    expect(screen.getByText('No user has the id “abc”. It may have been deleted.')).toBeTruthy()
  })

  it('shows the profile card, plan and tabs of a known user; the tab lives in the URL', async () => {
    const u = (await call<{ fullName: string; email: string; taskDone: number }>('/apps/users/1')).body
    const { user, location } = renderWithProviders(<UserViewPage />, {
      route: '/apps/user/view/1',
      path: '/apps/user/view/:id',
      queryClient: client(),
    })
    expect(await screen.findByRole('heading', { level: 1, name: u.fullName }, slow)).toBeTruthy()
    expect(screen.getByText('Tasks done')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page')
    await user.click(screen.getByRole('link', { name: 'Billing & plans' }))
    expect(location().search).toBe('?tab=billing-plans')
    expect(await screen.findByRole('heading', { name: 'Billing method' })).toBeTruthy()
  })
})
