// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/api/contracts/auth'
import type { User } from '@/api/contracts/users'
import { session } from '@/lib/session'
import { call, setupMockApi, tokenFor } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { replaceSearchIndex } from '@/testing/search-index'
import { SearchDialog } from './search-dialog'

setupMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

async function signIn(who: 'admin' | 'tinder' | 'fruitz') {
  const res = await call<LoginResponse>('/auth/login', { method: 'POST', body: { email: `${who}@demo.com`, password: who } })
  session.start(res.body)
}

/** Through the API (app code does not reach the database). */
async function addTinderAccount(name: string, phone: string): Promise<number> {
  const body = { name, phone, modelId: null, strategyId: null, status: 'active', city: 'Lyon', country: 'FR' }
  const res = await call<{ id: number }>('/tinder/accounts', { method: 'POST', token: await tokenFor('admin'), body })
  if (res.status !== 201) throw new Error(`account: ${res.status}`)
  return res.body.id
}

async function renameUser(id: number, fullName: string): Promise<void> {
  const { body: u } = await call<User>(`/apps/users/${id}`)
  const { id: _id, avatar: _a, taskDone: _t, projectDone: _p, taxId: _x, language: _l, billing: _b, ...input } = u
  const res = await call(`/apps/users/${id}`, { method: 'PUT', body: { ...input, fullName } })
  if (res.status >= 300) throw new Error(`user: ${res.status}`)
}

/** The first record search builds the search projections (slower on a busy machine). */
const SLOW = { timeout: 10_000 }
const options = () => screen.queryAllByRole('option')
const selected = () => options().find((o) => o.getAttribute('aria-selected') === 'true')

beforeEach(async () => {
  localStorage.clear()
  // One page entry titled like the records below, so pages and records show together.
  await replaceSearchIndex([
    {
      id: 1,
      category: 'appsPages',
      order: 0,
      url: '/tinder/accounts',
      icon: 'Users',
      title: { en: 'Qorvane list', fr: 'Liste Qorvane', ar: 'Qorvane' },
    },
  ])
})

describe('SearchDialog: records', () => {
  it('shows record groups below the pages, with what matched highlighted, and opens a record from the keyboard', async () => {
    await signIn('admin')
    await addTinderAccount('Qorvane A.', '+33611112222')
    await addTinderAccount('Bob Qorvane', '+33633334444')
    const { user, location } = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await user.type(screen.getByRole('combobox'), 'qorvane')
    await screen.findByText('Tinder accounts', {}, SLOW)
    // Both answers in (each query keeps its previous answer on screen until its new one lands).
    await waitFor(
      () => expect(options().map((o) => o.textContent)).toEqual(['Qorvane list', 'Qorvane A.+33611112222', 'Bob Qorvane+33633334444']),
      SLOW,
    )
    // The matched part of the name is marked.
    expect(within(options()[1]!).getByText('Qorvane').tagName).toBe('MARK')
    expect(within(options()[2]!).getByText('Qorvane').tagName).toBe('MARK')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(selected()?.textContent).toContain('Bob Qorvane')
    await user.keyboard('{ArrowUp}')
    expect(selected()?.textContent).toContain('Qorvane A.')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location().pathname).toBe('/tinder/accounts'))
    expect(new URLSearchParams(location().search).get('q')).toBe('+33611112222')
  })

  it('finds an account by its phone typed with spaces and names the matched field', async () => {
    await signIn('admin')
    await addTinderAccount('Phone Person', '+33655556666')
    const { user } = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await user.type(screen.getByRole('combobox'), '+33 6 55 55 66 66')
    await screen.findByText('Tinder accounts', {}, SLOW)
    const hit = options().find((o) => o.textContent?.includes('Phone Person'))!
    expect(hit.textContent).toBe('Phone PersonPhone: +33655556666')
    expect(within(hit).getByText('33655556666').tagName).toBe('MARK')
  })

  it('says when nothing matches, pages and records alike', async () => {
    await signIn('admin')
    const { user } = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await user.type(screen.getByRole('combobox'), 'zzqxvw')
    expect(await screen.findByText('No result for “zzqxvw”', {}, SLOW)).toBeTruthy()
    expect(options()).toHaveLength(0)
  })

  it('shows an operator only the records of their area', async () => {
    await addTinderAccount('Qorvane T.', '+33677778888')
    await renameUser(1, 'Qorvane User')
    await signIn('fruitz')
    const fruitz = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await fruitz.user.type(screen.getByRole('combobox'), 'qorvane')
    expect(await screen.findByText('No result for “qorvane”', {}, SLOW)).toBeTruthy()
    fruitz.unmount()
    await signIn('tinder')
    const tinder = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await tinder.user.type(screen.getByRole('combobox'), 'qorvane')
    await screen.findByText('Tinder accounts', {}, SLOW)
    expect(screen.queryByText('Users')).toBeNull()
    expect(screen.queryByText('Qorvane User')).toBeNull()
  })

  it('remembers recent searches per user: shown when the input is empty, chosen with Enter, cleared', async () => {
    await signIn('admin')
    await addTinderAccount('Qorvane R.', '+33699990000')
    const first = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await first.user.type(screen.getByRole('combobox'), 'qorvane r')
    await screen.findByText('Tinder accounts', {}, SLOW)
    await first.user.keyboard('{Enter}')
    await waitFor(() => expect(first.location().pathname).toBe('/tinder/accounts'))
    first.unmount()

    const again = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    expect(await screen.findByText('Recent searches')).toBeTruthy()
    expect(selected()?.textContent).toBe('qorvane r')
    await again.user.keyboard('{Enter}')
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('qorvane r')
    await waitFor(() => expect(options().some((o) => o.textContent?.startsWith('Qorvane R.'))).toBe(true), SLOW)
    again.unmount()

    // Another user has their own (none yet).
    await signIn('tinder')
    const other = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await waitFor(() => expect(options().length).toBeGreaterThan(0))
    expect(screen.queryByText('Recent searches')).toBeNull()
    other.unmount()

    await signIn('admin')
    const last = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await last.user.click(await screen.findByRole('button', { name: 'Clear recent searches' }))
    expect(screen.queryByText('Recent searches')).toBeNull()
    expect(localStorage.length).toBe(0)
  })
})
