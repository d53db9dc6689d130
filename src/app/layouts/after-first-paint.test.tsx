// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AfterFirstPaint } from './after-first-paint'

describe('AfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers())

  it("renders the app's first page one frame after the layout, and later pages at once", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] })
    const first = render(
      <main>
        <AfterFirstPaint>
          <p>rows</p>
        </AfterFirstPaint>
      </main>,
    )
    // The layout's frame: no page yet.
    expect(screen.queryByText('rows')).toBeNull()
    await act(async () => {
      vi.advanceTimersToNextFrame()
    })
    expect(screen.queryByText('rows')).toBeNull()
    // After that frame (a task later), the page.
    await act(async () => {
      vi.runOnlyPendingTimers()
    })
    expect(screen.getByText('rows')).toBeTruthy()
    first.unmount()
    // A layout mounted again later (another sign-in) renders its page at once.
    render(
      <AfterFirstPaint>
        <p>next page</p>
      </AfterFirstPaint>,
    )
    expect(screen.getByText('next page')).toBeTruthy()
  })
})
