// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AFTER_CONTENT_MAX_MS, resetAfterContent, useAfterContent } from './use-after-content'

function Secondary() {
  const ready = useAfterContent()
  return <p data-testid="secondary">{ready ? 'ready' : 'waiting'}</p>
}

function Screen({ answer }: { answer: Promise<string> }) {
  const { data } = useQuery({ queryKey: ['screen'], queryFn: () => answer })
  return <main>{data ? <p>{data}</p> : <div aria-busy="true">…</div>}</main>
}

const state = () => screen.getByTestId('secondary').textContent

describe('useAfterContent (the layout’s secondary queries wait for the screen’s own, issue #24)', () => {
  beforeEach(() => {
    resetAfterContent()
    vi.useFakeTimers()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('stays false while the screen fetches or shows a loading placeholder, true once it is in, then for every caller', async () => {
    let answer!: (v: string) => void
    const client = new QueryClient()
    render(
      <QueryClientProvider client={client}>
        <Secondary />
        <Screen answer={new Promise((r) => (answer = r))} />
      </QueryClientProvider>,
    )
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(state()).toBe('waiting')
    await act(async () => answer('rows'))
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(screen.getByText('rows')).toBeTruthy()
    expect(state()).toBe('ready')
    // A component mounted later is ready at once.
    cleanup()
    render(
      <QueryClientProvider client={client}>
        <Secondary />
      </QueryClientProvider>,
    )
    expect(state()).toBe('ready')
  })

  it('does not wait longer than AFTER_CONTENT_MAX_MS for a screen that never settles', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Secondary />
        <Screen answer={new Promise(() => undefined)} />
      </QueryClientProvider>,
    )
    await act(() => vi.advanceTimersByTimeAsync(AFTER_CONTENT_MAX_MS - 500))
    expect(state()).toBe('waiting')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(state()).toBe('ready')
  })
})
