// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ReferralSummary } from '@/api/contracts/ecommerce-referrals'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import ReferralsPage from './pages/referrals-page'

withMockApi()

describe('referrals page', () => {
  it('validates and stores an invitation; copies the link and announces it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
    const { user } = renderWithProviders(<ReferralsPage />, { route: '/apps/ecommerce/referrals', queryClient: client })
    const form = await screen.findByRole('form', { name: 'Invite your friends' }, { timeout: 8000 })
    await user.type(within(form).getByLabelText("Friend's e-mail"), 'nope')
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    expect(await within(form).findByText(/valid e-?mail/i)).toBeTruthy()
    await user.clear(within(form).getByLabelText("Friend's e-mail"))
    await user.type(within(form).getByLabelText("Friend's e-mail"), 'friend@example.com')
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    await waitFor(async () => expect((await call<ReferralSummary>('/apps/ecommerce/referrals/summary')).body.invites).toBe(1))
    expect(await screen.findByText('Invitation sent to friend@example.com')).toBeTruthy()

    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('?ref=vermilion'))
    expect((await screen.findByText('Link copied to the clipboard')).getAttribute('role')).toBe('status')
  })
})
