// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PermissionListResponse } from '@/api/contracts/permissions'
import type { RoleListResponse } from '@/api/contracts/roles'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import PermissionsPage from './pages/permissions-page'
import { RoleCardsPage } from './pages/role-cards-page'

withMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const slow = { timeout: 8000 }
const rolesOf = async () => (await call<RoleListResponse>('/apps/roles')).body.roles
const permissionsOf = async (query: Record<string, string | number> = {}) =>
  (await call<PermissionListResponse>('/apps/permissions', { query })).body

describe('roles page', () => {
  it('shows a card per role with its user count, and "Show users" sets ?role=', async () => {
    const roles = await rolesOf()
    const { user, location } = renderWithProviders(<RoleCardsPage />, { route: '/apps/roles', queryClient: client() })
    const editor = roles.find((r) => r.name === 'editor')!
    const heading = await screen.findByRole('heading', { name: 'Editor' }, slow)
    const card = heading.closest('section')!
    expect(within(card).getByText(`Total users: ${editor.userCount}`)).toBeTruthy()
    await user.click(within(card).getByRole('button', { name: 'Show the users of the role Editor' }))
    expect(location().search).toBe('?role=editor')
    expect(within(card).getByRole('button', { name: 'Show the users of the role Editor' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('creates a role with the permission matrix; a taken name is refused in place', async () => {
    const { user } = renderWithProviders(<RoleCardsPage />, { route: '/apps/roles', queryClient: client() })
    await user.click(await screen.findByRole('button', { name: 'Add role' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a role' })
    await user.click(within(dialog).getByRole('button', { name: 'Create the role' }))
    expect(await within(dialog).findByText('This field is required')).toBeTruthy()

    await user.type(within(dialog).getByLabelText(/^Role name/), 'EDITOR')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Reporting: Read' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create the role' }))
    expect(await within(dialog).findByText('This name is already taken', {}, slow)).toBeTruthy()

    await user.clear(within(dialog).getByLabelText(/^Role name/))
    await user.type(within(dialog).getByLabelText(/^Role name/), 'Support agent')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payroll: Write' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create the role' }))
    expect(await screen.findByText('The role Support agent has been created', {}, slow)).toBeTruthy()
    const created = (await rolesOf()).find((r) => r.name === 'Support agent')
    expect(created?.permissions).toEqual([
      { module: 'reporting', read: true, write: false, create: false },
      { module: 'payroll', read: false, write: true, create: false },
    ])
    expect(await screen.findByRole('heading', { name: 'Support agent' }, slow)).toBeTruthy()
  })

  it('"Select all" grants every right of every module', async () => {
    const { user } = renderWithProviders(<RoleCardsPage />, { route: '/apps/roles', queryClient: client() })
    await user.click(await screen.findByRole('button', { name: 'Edit the role Author' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Edit the role' })
    expect((within(dialog).getByLabelText(/^Role name/) as HTMLInputElement).value).toBe('author')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The role Author has been updated', {}, slow)).toBeTruthy()
    const author = (await rolesOf()).find((r) => r.name === 'author')!
    expect(author.permissions).toHaveLength(9)
    expect(author.permissions.every((g) => g.read && g.write && g.create)).toBe(true)
  })
})

describe('permissions page', () => {
  const rows = () =>
    within(screen.getByRole('table', { name: 'Permissions' }))
      .getAllByRole('row')
      .slice(1)

  it('lists the permissions with role chips, searches by role prefix and sorts by name', async () => {
    const { user, location } = renderWithProviders(<PermissionsPage />, { route: '/apps/permissions', queryClient: client() })
    await waitFor(() => expect(rows()).toHaveLength(9), slow)
    expect(screen.getByText('1-9 of 9')).toBeTruthy()
    const expected = await permissionsOf({ q: 'restr' })
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'restr')
    await waitFor(() => expect(rows()).toHaveLength(expected.totalPermissions), slow)
    expect(within(rows()[0]!).getByText('Restricted user')).toBeTruthy()
    await user.clear(screen.getByRole('searchbox', { name: 'Search permissions' }))
    await waitFor(() => expect(rows()).toHaveLength(9), slow)
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'))
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'))
    await waitFor(() => expect(location().search).toBe('?sortBy=name&orderBy=desc'))
    const desc = await permissionsOf({ sortBy: 'name', orderBy: 'desc' })
    await waitFor(() => expect(rows().map((r) => r.querySelector('td')!.textContent)).toEqual(desc.permissions.map((p) => p.name)), slow)
  })

  it('adds, edits and deletes a permission', async () => {
    const { user } = renderWithProviders(<PermissionsPage />, { route: '/apps/permissions', queryClient: client() })
    await waitFor(() => expect(rows()).toHaveLength(9), slow)
    await user.click(screen.getByRole('button', { name: 'Add permission' }))
    const add = await screen.findByRole('dialog', { name: 'Add a permission' })
    await user.type(within(add).getByLabelText(/^Name/), 'Manage invoices')
    await user.click(within(add).getByRole('checkbox', { name: 'Manager' }))
    await user.click(within(add).getByRole('button', { name: 'Create the permission' }))
    expect(await screen.findByText('The permission “Manage invoices” has been created', {}, slow)).toBeTruthy()
    expect((await permissionsOf({ q: 'manage invoices' })).permissions[0]?.assignedTo).toEqual(['manager'])

    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Manage invoices' })).toBeTruthy(), slow)
    await user.click(screen.getByRole('button', { name: 'Edit Manage invoices' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit the permission' })
    await user.click(within(edit).getByRole('checkbox', { name: 'Support' }))
    await user.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The permission “Manage invoices” has been updated', {}, slow)).toBeTruthy()
    expect((await permissionsOf({ q: 'manage invoices' })).permissions[0]?.assignedTo).toEqual(['manager', 'support'])

    await user.click(screen.getByRole('button', { name: 'Delete Manage invoices' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this permission?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The permission “Manage invoices” has been deleted', {}, slow)).toBeTruthy()
    expect((await permissionsOf()).totalPermissions).toBe(9)
  })
})
