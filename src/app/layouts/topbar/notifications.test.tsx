// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/api/contracts/auth'
import { session } from '@/lib/session'
import { resetAfterContent } from '@/lib/use-after-content'
import { call, setupMockApi } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import seed from '@seed/notifications.json'
import { Notifications } from './notifications'

const UNREAD = seed.filter((n) => !n.read).length

setupMockApi()

async function signIn() {
  const res = await call<LoginResponse>('/auth/login', { method: 'POST', body: { email: 'admin@demo.com', password: 'admin' } })
  session.start(res.body)
}

describe('top-bar notifications', () => {
  it.each([
    ['fr', 'Nouvelle commande #4821', 'Commande passée par Léa Martin', 'Bienvenue sur Vermilion'],
    ['en', 'New order #4821', 'Order placed by Léa Martin', 'Welcome to Vermilion'],
    ['ar', 'طلب جديد رقم 4821', 'طلب قدّمته Léa Martin', 'مرحبًا بك في Vermilion'],
  ] as const)('in %s, shows the titles and subtitles in that language', async (language, title, subtitle, other) => {
    resetAfterContent()
    await signIn()
    const { user } = renderWithProviders(<Notifications />, {
      language,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    })
    const button = await screen.findByTestId('notifications-button')
    // The unread count reached the button's name: the list is in.
    await screen.findByRole('button', { name: new RegExp(`\\b${UNREAD}\\b`) }, { timeout: 8000 })
    await user.hover(button)
    await user.click(screen.getByTestId('notifications-button'))
    await waitFor(() => expect(screen.getByTestId('notifications-button').getAttribute('aria-expanded')).toBe('true'))
    const panel = await screen.findByText(title)
    const item = panel.closest('li') ?? panel.parentElement!
    expect(within(item).getByText(subtitle)).toBeTruthy()
    expect(screen.getByText(other)).toBeTruthy()
  })

  it("marking read updates this language's list and makes the other languages' stale", async () => {
    resetAfterContent()
    await signIn()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
    queryClient.setQueryData(['notifications', 'fr'], { notifications: [], unread: UNREAD, total: 0 })
    const { user } = renderWithProviders(<Notifications />, { language: 'en', queryClient })
    const button = await screen.findByRole('button', { name: new RegExp(`\\b${UNREAD}\\b`) }, { timeout: 8000 })
    await user.hover(button)
    await user.click(screen.getByTestId('notifications-button'))
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(screen.getByTestId('notifications-button').getAttribute('aria-label')).toBe('Notifications'))
    expect(queryClient.getQueryState(['notifications', 'fr'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['notifications', 'en'])?.isInvalidated).toBe(false)
    expect(queryClient.getQueryData<{ unread: number }>(['notifications', 'en'])?.unread).toBe(0)
  })
})
