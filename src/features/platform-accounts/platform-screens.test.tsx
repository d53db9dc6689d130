// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/api/contracts/auth'
import type { Account, AccountListResponse, Platform, StrategyListResponse } from '@/api/contracts/platform'
import { session } from '@/lib/session'
import { resetAfterContent } from '@/lib/use-after-content'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, recordApiTraffic, runPrefetch, setupMockApi as withMockApi } from '@/testing/mock-api'
import AccountsPage, { prefetch } from './pages/accounts-page'
import StrategiesPage from './pages/strategies-page'

withMockApi()

// jsdom has no matchMedia: the table asks whether it is tablet width (row actions in one menu).
let tabletWidth = false
window.matchMedia = (query: string) =>
  ({ matches: tabletWidth, media: query, onchange: null, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList

async function signIn(who: 'tinder' | 'fruitz' | 'admin') {
  const res = await call<LoginResponse>('/auth/login', { method: 'POST', body: { email: `${who}@demo.com`, password: who } })
  session.start(res.body)
  return res.body.accessToken
}

/** State is read back through the API only. */
const accountsOf = async (platform: Platform, query: Record<string, string | number> = {}) =>
  (await call<AccountListResponse>(`/${platform}/accounts`, { token: await signIn('admin'), query: { itemsPerPage: -1, ...query } })).body
const strategiesOf = async (platform: Platform) =>
  (await call<StrategyListResponse>(`/${platform}/strategies`, { token: await signIn('admin'), query: { itemsPerPage: -1 } })).body

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

function renderAccounts(platform: Platform, route = `/${platform}/accounts`) {
  return renderWithProviders(<AccountsPage platform={platform} />, { route, queryClient: client() })
}

const table = () => screen.getByRole('table')
/** A toast (or other late text): the machine running the tests may be busy. */
const eventually = (text: string) => screen.findByText(text, {}, { timeout: 8000 })
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())

describe('one accounts screen, two platforms', () => {
  it.each([
    ['tinder', 60, false],
    ['fruitz', 40, true],
  ] as const)('%s: counts, rows and columns come from its own API; the fruit column only on Fruitz', async (platform, total, hasFruit) => {
    await signIn(platform)
    renderAccounts(platform)
    const expected = await accountsOf(platform)
    expect(expected.total).toBe(total)
    expect(await eventually(`Accounts: ${total} · active: ${expected.counts.active}`)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(platform === 'tinder' ? 'Tinder accounts' : 'Fruitz accounts')
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(11))
    expect(headers().some((h) => h?.includes('Fruit'))).toBe(hasFruit)
    // Status cards: one toggle per status with its count.
    const cards = within(screen.getByRole('group', { name: /Accounts by status/ }))
    const banned = cards.getByRole('button', { name: /Banned/ })
    expect(banned.textContent).toContain(String(expected.counts.banned))
  })

  it('a status card filters the table and the URL; the counts stay', async () => {
    await signIn('tinder')
    const { user, location } = renderAccounts('tinder')
    const expected = await accountsOf('tinder')
    const paused = await screen.findByRole('button', { name: /Paused/ })
    await waitFor(() => expect(paused.textContent).toContain(String(expected.counts.paused)))
    await user.click(paused)
    await waitFor(() => expect(location().search).toBe('?status=paused'))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(expected.counts.paused + 1))
    expect(within(table()).getAllByText('Paused').length).toBe(expected.counts.paused)
    expect(paused.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: /Active/ }).textContent).toContain(String(expected.counts.active))
  })
})

describe('account form', () => {
  it('validates with the contract schema (i18n messages) and writes nothing until valid', async () => {
    await signIn('tinder')
    const { user } = renderAccounts('tinder')
    await user.click(await screen.findByRole('button', { name: 'New account' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Tinder account' })
    // No fruit on Tinder.
    expect(within(dialog).queryByLabelText('Fruit')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }))
    await waitFor(() => expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3))
    await user.type(within(dialog).getByLabelText(/^Name/), 'Léa Test')
    await user.type(within(dialog).getByLabelText(/^Phone/), '06 12')
    await user.type(within(dialog).getByLabelText(/^City/), 'Lyon')
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }))
    expect(await within(dialog).findByText('Enter an international number, e.g. +33 6 39 98 12 34')).toBeTruthy()
    expect((await accountsOf('tinder')).total).toBe(60)

    await user.clear(within(dialog).getByLabelText(/^Phone/))
    await user.type(within(dialog).getByLabelText(/^Phone/), '+33 6 39 98 00 42')
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'active')
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }))
    expect(await eventually('Léa Test has been created')).toBeTruthy()
    const after = await accountsOf('tinder', { q: 'Léa Test' })
    expect(after.accounts).toHaveLength(1)
    expect(after.accounts[0]).toMatchObject({ phone: '+33639980042', status: 'active', city: 'Lyon', country: 'FR' })
  })

  it('shows the server field errors in place (phone already used)', async () => {
    await signIn('fruitz')
    const taken = (await accountsOf('fruitz')).accounts[0]!.phone
    const { user } = renderAccounts('fruitz')
    await user.click(await screen.findByRole('button', { name: 'New account' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Fruitz account' })
    // The Fruitz flavour asks for the fruit.
    await user.selectOptions(within(dialog).getByLabelText('Fruit'), 'peach')
    await user.type(within(dialog).getByLabelText(/^Name/), 'Doublon')
    await user.type(within(dialog).getByLabelText(/^Phone/), taken)
    await user.type(within(dialog).getByLabelText(/^City/), 'Nantes')
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }))
    expect(await within(dialog).findByText('Another account already uses this number')).toBeTruthy()
    expect((await accountsOf('fruitz')).total).toBe(40)
  })
})

describe('bulk actions', () => {
  it('pauses the selected rows in one call and clears the selection', async () => {
    await signIn('tinder')
    const { user } = renderAccounts('tinder', '/tinder/accounts?status=active&sortBy=name&orderBy=asc')
    await waitFor(() => expect(within(table()).getAllByRole('checkbox', { name: /^Select / }).length).toBeGreaterThan(3), { timeout: 8000 })
    const rows = within(table()).getAllByRole('row').slice(1, 4)
    const names = rows.map((r) =>
      within(r)
        .getByRole('checkbox')
        .getAttribute('aria-label')!
        .replace(/^Select /, ''),
    )
    for (const r of rows) await user.click(within(r).getByRole('checkbox'))
    expect(screen.getAllByText('Selected: 3').length).toBeGreaterThan(0)
    await user.click(within(screen.getByRole('region', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Pause' }))
    expect(await eventually('Accounts paused: 3')).toBeTruthy()
    const paused = (await accountsOf('tinder', { status: 'paused' })).accounts.map((a: Account) => a.name)
    for (const n of names) expect(paused).toContain(n)
    await waitFor(() => expect(screen.queryByText('Selected: 3')).toBeNull())
  })
})

describe('first rows first', () => {
  it("asks for the filters' options (strategies, models) only once the accounts have answered", async () => {
    resetAfterContent() // as on a fresh page load
    await signIn('tinder')
    const { seen, stop } = recordApiTraffic()
    try {
      renderAccounts('tinder')
      await waitFor(() => expect(seen).toContain('request /api/models'), { timeout: 8000 })
      await waitFor(() => expect(seen).toContain('request /api/tinder/strategies'))
      const answered = seen.indexOf('response /api/tinder/accounts')
      expect(answered).toBeGreaterThanOrEqual(0)
      expect(seen.indexOf('request /api/models')).toBeGreaterThan(answered)
      expect(seen.indexOf('request /api/tinder/strategies')).toBeGreaterThan(answered)
      // And the options then fill the filter.
      const strategies = (await strategiesOf('tinder')).strategies
      expect(await screen.findByRole('option', { name: strategies[0]!.name }, { timeout: 8000 })).toBeTruthy()
    } finally {
      stop()
    }
  })
})

describe('prefetch (the router asks for the rows while the page loads)', () => {
  it('asks for the very query the table shows: the page draws those rows at once and sends no request of its own', async () => {
    await signIn('tinder')
    const search = 'q=a&status=active&sortBy=name&orderBy=desc&itemsPerPage=25'
    const expected = await accountsOf('tinder', { q: 'a', status: 'active', sortBy: 'name', orderBy: 'desc' })
    expect(expected.total).toBeGreaterThan(0)
    const { client: queryClient, requests, stop } = await runPrefetch(prefetch, search, { platform: 'tinder' })
    try {
      expect(requests('/tinder/accounts')).toBe(1)
      renderWithProviders(<AccountsPage platform="tinder" />, { route: `/tinder/accounts?${search}`, queryClient })
      // The first rows are in the first commit (no skeleton, no request in between).
      expect(within(table()).getAllByRole('row')[1]!.textContent).toContain(expected.accounts[0]!.name)
      await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(Math.min(expected.total, 25) + 1))
      expect(requests('/tinder/accounts')).toBe(1)
    } finally {
      stop()
    }
  })
})

describe('account rows', () => {
  it('draws the row icons from one sprite: each icon a <use> of a symbol of the table', async () => {
    await signIn('tinder')
    renderAccounts('tinder')
    const edit = (await within(table()).findAllByRole('button', { name: /^Edit / }, { timeout: 8000 }))[0]!
    const row = edit.closest('tr')!
    const uses = [...row.querySelectorAll('use')]
    expect(uses).toHaveLength(4) // status + edit, pause/resume, delete
    for (const use of uses) expect(document.getElementById(use.getAttribute('href')!.slice(1))?.tagName).toBe('symbol')
    expect(row.querySelectorAll('svg path, svg circle, svg line, svg rect')).toHaveLength(0)
    expect(within(row).getAllByRole('button', { name: /^(Edit|Pause|Resume|Delete) / })).toHaveLength(3)
  })

  it('at tablet width, one menu button per row holds edit, pause/resume and delete', async () => {
    tabletWidth = true
    try {
      await signIn('tinder')
      const { user } = renderAccounts('tinder', '/tinder/accounts?status=active&sortBy=name&orderBy=asc')
      const menus = await within(table()).findAllByRole('button', { name: /^Actions for / }, { timeout: 8000 })
      await waitFor(() => expect(within(table()).getAllByRole('button', { name: /^Actions for / })).toHaveLength(10))
      expect(within(table()).queryAllByRole('button', { name: /^(Edit|Pause|Delete) / })).toHaveLength(0)
      const name = menus[0]!.getAttribute('aria-label')!.replace(/^Actions for /, '')
      await user.click(menus[0]!)
      expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeTruthy()
      expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy()
      await user.click(screen.getByRole('menuitem', { name: 'Pause' }))
      await waitFor(async () =>
        expect((await accountsOf('tinder', { status: 'paused' })).accounts.map((a: Account) => a.name)).toContain(name),
      )
      // One pause mutation for the whole table: its toast still names the row's account.
      expect(await eventually(`${name} is paused`)).toBeTruthy()
    } finally {
      tabletWidth = false
    }
  })
})

describe('strategies screen', () => {
  it('refuses to delete a strategy in use with the 409 message, then "Unassign and delete" forces it', async () => {
    await signIn('tinder')
    const before = await strategiesOf('tinder')
    const used = before.strategies.find((s) => s.accountCount > 0)!
    const { user } = renderWithProviders(<StrategiesPage platform="tinder" />, { route: '/tinder/strategies', queryClient: client() })
    await user.click(await screen.findByRole('button', { name: `Actions for ${used.name}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this strategy?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    const inUse = await screen.findByRole('dialog', { name: 'This strategy is in use' })
    expect(inUse.textContent).toContain(`Accounts using ${used.name}: ${used.accountCount}.`)
    expect((await strategiesOf('tinder')).total).toBe(before.total)
    await user.click(within(inUse).getByRole('button', { name: 'Unassign and delete' }))
    expect(await eventually(`${used.name} has been deleted and removed from its accounts (${used.accountCount})`)).toBeTruthy()
    expect((await strategiesOf('tinder')).strategies.map((s) => s.name)).not.toContain(used.name)
    expect((await accountsOf('tinder', { strategyId: used.id })).total).toBe(0)
  })

  it('validates the strategy form (ages in order, at least one day, Fruitz fruits) before sending', async () => {
    await signIn('fruitz')
    const { user } = renderWithProviders(<StrategiesPage platform="fruitz" />, { route: '/fruitz/strategies', queryClient: client() })
    await user.click(await screen.findByRole('button', { name: 'New strategy' }))
    const dialog = await screen.findByRole('dialog', { name: 'New strategy' })
    await user.type(within(dialog).getByLabelText(/^Name/), 'Night cherries')
    await user.clear(within(dialog).getByLabelText(/^Minimum age/))
    await user.type(within(dialog).getByLabelText(/^Minimum age/), '40')
    await user.clear(within(dialog).getByLabelText(/^Maximum age/))
    await user.type(within(dialog).getByLabelText(/^Maximum age/), '30')
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(dialog).getByRole('button', { name: day }))
    await user.click(within(dialog).getByRole('button', { name: /Cherry/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Create the strategy' }))
    expect(await within(dialog).findByText('Must not be below the minimum age')).toBeTruthy()
    expect(within(dialog).getByText('Choose at least one day')).toBeTruthy()
    expect(within(dialog).getByText('Choose at least one fruit')).toBeTruthy()
    expect((await strategiesOf('fruitz')).total).toBe(6)
    await user.clear(within(dialog).getByLabelText(/^Maximum age/))
    await user.type(within(dialog).getByLabelText(/^Maximum age/), '45')
    await user.click(within(dialog).getByRole('button', { name: 'Weekend' }))
    await user.click(within(dialog).getByRole('button', { name: /Grape/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Create the strategy' }))
    expect(await eventually('Night cherries has been created')).toBeTruthy()
    const created = (await strategiesOf('fruitz')).strategies.find((s) => s.name === 'Night cherries')
    expect(created).toMatchObject({ ageMin: 40, ageMax: 45, activeDays: ['sat', 'sun'], fruits: ['grape'] })
  })
})
