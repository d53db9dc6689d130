// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupTestI18n } from '@/testing/render'
import { Badge, BadgeAnchor } from './badge'
import { ToastProvider, useToast } from './toast'

setupTestI18n('en')

describe('Badge', () => {
  it('shows the count, max+ above the maximum, nothing at zero unless showZero', () => {
    const { container, rerender } = render(<Badge count={7} />)
    expect(container.textContent).toBe('7')
    rerender(<Badge count={120} max={99} />)
    expect(container.textContent).toBe('99+')
    rerender(<Badge count={0} />)
    expect(container.textContent).toBe('')
    rerender(<Badge count={0} showZero />)
    expect(container.textContent).toBe('0')
  })

  it('draws a dot or other content, and over an element gives the screen-reader label', () => {
    const { container } = render(
      <BadgeAnchor dot tone="success" label="Online" position="bottom-end">
        <span>avatar</span>
      </BadgeAnchor>,
    )
    expect(container.querySelector('[data-slot=badge]')!.className).toContain('bg-success')
    expect(screen.getByText('Online').className).toContain('sr-only')
    expect(container.querySelector('.end-0.bottom-0')).not.toBeNull()
  })
})

function Pusher({ run }: { run: (push: ReturnType<typeof useToast>) => void }) {
  const push = useToast()
  return (
    <button type="button" onClick={() => run(push)}>
      push
    </button>
  )
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers())

  it('shows a snackbar at its position, runs its action and closes', async () => {
    const undo = vi.fn()
    render(
      <ToastProvider>
        <Pusher run={(push) => push('Deleted', 'success', { position: 'top-end', action: { label: 'Undo', onClick: undo } })} />
      </ToastProvider>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'push' }))
    const toast = screen.getByRole('status')
    expect(toast.closest('[data-position]')!.getAttribute('data-position')).toBe('top-end')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(undo).toHaveBeenCalledOnce()
    expect(screen.queryByText('Deleted')).toBeNull()
  })

  it('closes after its timeout, or stays with timeout 0', () => {
    vi.useFakeTimers()
    render(
      <ToastProvider>
        <Pusher
          run={(push) => {
            push('Short', 'info', { timeout: 1000 })
            push('Sticky', 'warning', { timeout: 0 })
          }}
        />
      </ToastProvider>,
    )
    act(() => screen.getByRole('button', { name: 'push' }).click())
    expect(screen.getByText('Short')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(1500))
    expect(screen.queryByText('Short')).toBeNull()
    act(() => void vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Sticky')).toBeTruthy()
  })

  it('leaves no timer behind once the provider is gone (no update after unmount)', () => {
    vi.useFakeTimers()
    const { unmount } = render(
      <ToastProvider>
        <Pusher run={(push) => push('Saved', 'success', { timeout: 5000 })} />
      </ToastProvider>,
    )
    act(() => screen.getByRole('button', { name: 'push' }).click())
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
