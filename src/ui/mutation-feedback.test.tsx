// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { ToastProvider } from './toast'
import { MutationFeedback } from './mutation-feedback'

afterEach(cleanup)

describe('MutationFeedback', () => {
  function Harness({ run }: { run: () => Promise<string> }) {
    const m = useMutation({ mutationFn: run, meta: { feedback: { success: (d) => `ok ${String(d)}`, failed: 'Could not save' } } })
    return <button onClick={() => m.mutate()}>go</button>
  }
  const renderHarness = (run: () => Promise<string>) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ToastProvider>
          <MutationFeedback />
          <Harness run={run} />
        </ToastProvider>
      </QueryClientProvider>,
    )

  it("toasts a mutation's success text", async () => {
    renderHarness(async () => 'done')
    act(() => screen.getByRole('button', { name: 'go' }).click())
    await waitFor(() => expect(screen.getByText('ok done')).toBeTruthy())
  })

  it('toasts the fallback when offline, the same text for every screen', async () => {
    renderHarness(async () => Promise.reject(new ApiError(0, 'Network error')))
    act(() => screen.getByRole('button', { name: 'go' }).click())
    await waitFor(() => expect(screen.getByText('Could not save')).toBeTruthy())
    expect(screen.queryByText('Network error')).toBeNull()
  })
})
