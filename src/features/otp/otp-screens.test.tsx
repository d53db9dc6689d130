// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LoginResponse } from '@/api/contracts/auth'
import type { AdminOrderListResponse, CatalogEntry, CatalogResponse, OrderListResponse, OtpOrder } from '@/api/contracts/otp'
import { session } from '@/lib/session'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import { OtpBalanceChip } from './components/otp-balance-chip'
import OtpHistoryPage from './pages/otp-history-page'
import OtpNumbersPage from './pages/otp-numbers-page'
import OtpOrderPage from './pages/otp-order-page'

withMockApi()

async function signIn(who: 'otp' | 'admin' | 'tinder' = 'otp') {
  const res = await call<LoginResponse>('/auth/login', { method: 'POST', body: { email: `${who}@demo.com`, password: who } })
  session.start(res.body)
  return res.body.accessToken
}

/** State is read through the API only: features never touch the mock database. */
async function catalogEntry(id: string): Promise<CatalogEntry> {
  const res = await call<CatalogResponse>('/otp/catalog', { token: await signIn(), query: { itemsPerPage: -1 } })
  return res.body.catalog.find((c) => c.id === id)!
}
const balanceOf = async () => (await call<{ balance: number }>('/otp/balance', { token: await signIn() })).body.balance
const orderCount = async () => (await call<OrderListResponse>('/otp/orders/all', { token: await signIn('admin') })).body.total
const orderById = async (id: number) => (await call<OtpOrder>(`/otp/orders/${id}`, { token: await signIn() })).body

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

/** The order page and the balance chip, as the app lays them out. */
function renderOrder(route: string) {
  return renderWithProviders(
    <>
      <OtpBalanceChip />
      <OtpOrderPage />
    </>,
    { route, path: '/otp/order/:id', queryClient: client() },
  )
}

const setDelay = async (ms: number) => {
  const res = await call('/otp/settings', { method: 'PUT', token: await signIn('admin'), body: { codeDelayMs: ms } })
  expect(res.status).toBe(200)
}

describe('new order form (/otp/order/default)', () => {
  it('prefills from the query, shows price, stock and balance, and explains a 402 without changing anything', async () => {
    // Spend the balance on French Tinder numbers until one more does not fit.
    const token = await signIn()
    const price = (await catalogEntry('tinder-FR')).price
    while ((await balanceOf()) >= price)
      expect((await call('/otp/orders', { method: 'POST', token, body: { service: 'tinder', country: 'FR' } })).status).toBe(201)
    const before = { balance: await balanceOf(), count: await orderCount(), entry: await catalogEntry('tinder-FR') }
    await signIn()
    const { user } = renderOrder('/otp/order/default?service=tinder&country=FR')
    const select = (await screen.findByTestId('otp-country-select')) as HTMLSelectElement
    await waitFor(() => expect(select.value).toBe('FR'))
    expect(screen.getByTestId('otp-price').textContent).toBe(`€${price.toFixed(2)}`)
    await waitFor(() => expect(screen.getByTestId('otp-form-balance').textContent).toBe(`€${before.balance.toFixed(2)}`))
    expect(screen.getByText('Balance too low')).toBeTruthy()
    await user.click(screen.getByTestId('otp-order-submit'))
    const error = await screen.findByTestId('otp-order-error')
    expect(error.textContent).toContain('Insufficient balance: top up and try again. Nothing was charged.')
    expect(await orderCount()).toBe(before.count)
    expect(await balanceOf()).toBe(before.balance)
    expect((await catalogEntry('tinder-FR')).stock).toBe(before.entry.stock)
  })

  it('says "out of stock" (409) in the active language', async () => {
    const all = await call<CatalogResponse>('/otp/catalog', { token: await signIn(), query: { itemsPerPage: -1 } })
    const empty = all.body.catalog.find((c) => c.stock === 0)!
    const { user } = renderWithProviders(<OtpOrderPage />, {
      route: `/otp/order/default?service=${empty.service}&country=${empty.country}`,
      path: '/otp/order/:id',
      queryClient: client(),
      language: 'fr',
    })
    await waitFor(() => expect((screen.getByTestId('otp-country-select') as HTMLSelectElement).value).toBe(empty.country))
    expect(screen.getByText('Aucun numéro disponible pour ce service dans ce pays. Choisissez un autre pays.')).toBeTruthy()
    await user.click(screen.getByTestId('otp-order-submit'))
    expect((await screen.findByTestId('otp-order-error')).textContent).toContain(
      'Rupture de stock : plus aucun numéro pour ce choix. Rien n’a été débité.',
    )
    expect(await orderCount()).toBe(82)
    expect(await balanceOf()).toBe(42.5)
  })

  it('orders, opens the live order with the code, updates the balance chip, then finishes', async () => {
    await setDelay(0)
    await signIn()
    const { user, location } = renderOrder('/otp/order/default?service=other&country=US')
    const chip = await screen.findByTestId('otp-balance')
    await waitFor(() => expect(chip.textContent).toBe('€42.50'))
    const price = (await catalogEntry('other-US')).price
    await waitFor(() => expect((screen.getByTestId('otp-order-submit') as HTMLButtonElement).disabled).toBe(false))
    await user.click(screen.getByTestId('otp-order-submit'))
    await waitFor(() => expect(location().pathname).toBe('/otp/order/83'))
    const live = await screen.findByTestId('otp-live-order')
    expect(live.dataset.status).toBe('received')
    expect(screen.getByTestId('otp-phone').dataset.phone).toMatch(/^\+1\d{3}55501\d{2}$/)
    const code = (await orderById(83)).code!
    expect(screen.getByTestId('otp-code').textContent).toBe(code)
    await waitFor(() => expect(chip.textContent).toBe(`€${(42.5 - price).toFixed(2)}`))
    await user.click(screen.getByTestId('otp-finish'))
    await waitFor(() => expect(screen.getByTestId('otp-live-order').dataset.status).toBe('finished'))
    expect((await orderById(83)).status).toBe('finished')
  })

  it('tops up from the dialog, refusing a bad amount first', async () => {
    await signIn()
    const { user } = renderOrder('/otp/order/default')
    await user.click(await screen.findByTestId('otp-open-top-up'))
    const input = await screen.findByTestId('otp-top-up-amount')
    await user.clear(input)
    await user.type(input, '0,5')
    await user.click(screen.getByTestId('otp-top-up-submit'))
    expect(await screen.findByText('Enter an amount between 1 and 500')).toBeTruthy()
    expect(await balanceOf()).toBe(42.5)
    await user.clear(input)
    await user.type(input, '12,25')
    await user.click(screen.getByTestId('otp-top-up-submit'))
    await waitFor(() => expect(screen.getByTestId('otp-balance').textContent).toBe('€54.75'))
    expect(await balanceOf()).toBe(54.75)
  })
})

describe('live order (/otp/order/{id})', () => {
  it('counts down while waiting, and cancels with a confirmation and a refund', async () => {
    await setDelay(20 * 60_000 + 60_000)
    const token = await signIn()
    const created = await call<{ id: number; price: number }>('/otp/orders', {
      method: 'POST',
      token,
      body: { service: 'tinder', country: 'FR' },
    })
    const { user } = renderOrder(`/otp/order/${created.body.id}`)
    const live = await screen.findByTestId('otp-live-order')
    expect(live.dataset.status).toBe('waiting')
    expect(within(screen.getByTestId('otp-countdown')).getByRole('timer').textContent).toMatch(/^(20:00|19:5\d)$/)
    await user.click(screen.getByTestId('otp-cancel'))
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }))
    await waitFor(() => expect(screen.getByTestId('otp-live-order').dataset.status).toBe('cancelled'))
    expect(await screen.findByText(/Order cancelled: .* refunded/)).toBeTruthy()
    expect(await balanceOf()).toBe(42.5)
    await waitFor(() => expect(screen.getByTestId('otp-balance').textContent).toBe('€42.50'))
  })

  it("shows not found for another user's order", async () => {
    const everyone = await call<AdminOrderListResponse>('/otp/orders/all', { token: await signIn('admin'), query: { userId: 1 } })
    const adminOrder = everyone.body.orders[0]!
    await signIn()
    renderOrder(`/otp/order/${adminOrder.id}`)
    expect(await screen.findByText('Order not found')).toBeTruthy()
  })
})

describe('catalog (/otp/numbers)', () => {
  it('names its search box by the full label, with a placeholder short enough to show whole', async () => {
    await signIn()
    renderWithProviders(<OtpNumbersPage />, { route: '/otp/numbers', queryClient: client() })
    const box = await screen.findByRole('searchbox', { name: 'Search a country or a service' })
    expect(box.getAttribute('placeholder')).toBe('Country or service…')
  })
})

describe('history (/otp/order/history)', () => {
  it('lists the own orders with totals, filters by status and exports the filtered rows as CSV', async () => {
    await signIn()
    const blobs: Blob[] = []
    const createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b)
      return 'blob:otp'
    })
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const { user, location } = renderWithProviders(<OtpHistoryPage />, { route: '/otp/order/history', queryClient: client() })
    await waitFor(() => expect(screen.getByTestId('otp-total-count').textContent).toContain('46'))
    // The box is named by the full label; its placeholder is short enough to show whole in the 18 rem box.
    expect(screen.getByRole('searchbox', { name: 'Search a number, a code, a country' }).getAttribute('placeholder')).toBe(
      'Number, code or country…',
    )
    await user.selectOptions(screen.getByTestId('otp-filter-status'), 'expired')
    await waitFor(() => expect(location().search).toContain('status=expired'))
    const expired = (await call<OrderListResponse>('/otp/orders', { token: await signIn(), query: { status: 'expired' } })).body.total
    await waitFor(() => expect(screen.getByTestId('otp-total-count').textContent).toContain(String(expired)))
    const table = screen.getByRole('table', { name: 'My orders' })
    // The first rows come in the first commit, the others a few a frame (data-table/first-rows.tsx).
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).length).toBe(Math.min(expired, 10)))
    const rows = within(table).getAllByRole('row').slice(1)
    for (const row of rows) expect(row.textContent).toContain('Expired')
    await user.click(screen.getByTestId('otp-export'))
    await waitFor(() => expect(blobs).toHaveLength(1))
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(expired + 1)
    expect(lines[0]).toContain('Status')
    expect(lines.slice(1).every((l) => l.includes('Expired'))).toBe(true)
  })
})
