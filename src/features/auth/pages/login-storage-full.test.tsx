// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, testResources } from '@/testing/render'
import LoginPage from './login-page'

// Issue #14 item 6: signing in when the device's storage is full says so, and what to do.
const storageFull = () =>
  new Response(JSON.stringify({ message: 'Storage is full', code: 'storageFull' }), {
    status: 507,
    headers: { 'Content-Type': 'application/json' },
  })

afterEach(() => vi.unstubAllGlobals())

describe('sign-in when storage is full', () => {
  it.each(['fr', 'en', 'ar'] as const)('%s: the form says storage is full and what to do, not "something went wrong"', async (language) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(storageFull()))
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', language, queryClient: new QueryClient() })
    await user.type(document.querySelector('input[type=email]')!, 'admin@demo.com')
    await user.type(document.querySelector('input[type=password]')!, 'admin')
    await user.click(document.querySelector('form button[type=submit]')!)
    const common = testResources[language]!.common as { errors: { storageFull: string }; auth: { login: { failed: string } } }
    await waitFor(() => expect(screen.getByText(common.errors.storageFull)).toBeTruthy())
    expect(screen.queryByText(common.auth.login.failed)).toBeNull()
  })
})
