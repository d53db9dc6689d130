// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderInput } from '@/api/contracts/ecommerce'
import { setupMockApi } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import WizardCheckoutPage from './wizard-checkout-page'

setupMockApi()
afterEach(() => void vi.restoreAllMocks())

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

describe('checkout wizard example (the front pages’ CheckoutWizard in a demo card)', () => {
  it.each([
    ['fr', 'Paiement de commande', 'Étapes de la commande'],
    ['en', 'Checkout', 'Checkout steps'],
    ['ar', 'إتمام الطلب', 'خطوات الطلب'],
  ] as const)('renders in %s: one demo card holding the wizard', async (language, title, stepsLabel) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(<WizardCheckoutPage />, { language, queryClient: client() })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(screen.getAllByTestId('demo-card')).toHaveLength(1)
    const card = within(screen.getByTestId('demo-card'))
    expect(card.getByRole('navigation', { name: stepsLabel })).toBeTruthy()
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr')
    expect(errors).not.toHaveBeenCalled()
  })

  it('places the order through POST /api/apps/ecommerce/orders and shows its number', async () => {
    const sent: OrderInput[] = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (init?.method === 'POST' && url.endsWith('/api/apps/ecommerce/orders')) sent.push(JSON.parse(String(init.body)) as OrderInput)
      return realFetch(input, init)
    })
    const { user } = renderWithProviders(<WizardCheckoutPage />, { language: 'en', queryClient: client() })
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }))
    await user.click(await screen.findByRole('tab', { name: 'Cash on delivery' }))
    await user.click(screen.getByRole('button', { name: 'Pay and place the order' }))
    await waitFor(() => expect(screen.getByText('Thank you for your order!')).toBeTruthy())
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ payment: 'cashOnDelivery', address: { city: 'Lyon', country: 'FR' } })
    expect(screen.getByTestId('order-number').textContent).toMatch(/^#\d+$/)
  })
})
