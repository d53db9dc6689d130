// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestDrawTurn, useDrawTurn } from './draw-queue'

/** One frame: the animation frame (every 16 ms), then the task the queue schedules after it (1 ms later). */
async function frame() {
  await act(async () => {
    vi.advanceTimersToNextFrame()
    await vi.advanceTimersByTimeAsync(1)
  })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
})
afterEach(async () => {
  // The queue is the page's one queue: let it run dry before the next test.
  await frame()
  await frame()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the chart draw queue (issue #16: no long task while a dashboard draws)', () => {
  it('gives turns in order, one per frame, and skips a cancelled one', async () => {
    const drawn: string[] = []
    for (const name of ['a', 'b']) requestDrawTurn(() => void drawn.push(name))
    const cancel = requestDrawTurn(() => void drawn.push('c'))
    requestDrawTurn(() => void drawn.push('d'))
    cancel()
    expect(drawn).toEqual([])
    await frame()
    expect(drawn).toEqual(['a'])
    await frame()
    expect(drawn).toEqual(['a', 'b'])
    await frame()
    expect(drawn).toEqual(['a', 'b', 'd'])
    await frame()
    expect(drawn).toEqual(['a', 'b', 'd'])
  })

  it('waits for a turn that loads something before the next one', async () => {
    const drawn: string[] = []
    let loaded!: () => void
    requestDrawTurn(() => {
      drawn.push('first')
      return new Promise<void>((resolve) => (loaded = resolve))
    })
    requestDrawTurn(() => void drawn.push('second'))
    await frame()
    await frame()
    await frame()
    expect(drawn).toEqual(['first'])
    await act(async () => loaded())
    await frame()
    expect(drawn).toEqual(['first', 'second'])
  })

  it('does not draw a chart before it comes near the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options })
        }
        observe() {}
        disconnect() {}
      },
    )
    function Probe({ id }: { id: string }) {
      const ref = useRef<HTMLDivElement>(null)
      return <div ref={ref} data-testid={id} data-drawn={useDrawTurn(ref) || undefined} />
    }
    render(
      <>
        <Probe id="top" />
        <Probe id="below" />
      </>,
    )
    expect(observers).toHaveLength(2)
    expect(observers[0]!.options?.rootMargin).toBe('200px')
    await frame()
    await frame()
    expect(screen.getByTestId('top').dataset.drawn).toBeUndefined()
    // The top chart scrolls into view: drawn at the next frame; the other stays a placeholder.
    act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    expect(screen.getByTestId('top').dataset.drawn).toBeUndefined()
    await frame()
    expect(screen.getByTestId('top').dataset.drawn).toBe('true')
    expect(screen.getByTestId('below').dataset.drawn).toBeUndefined()
    act(() => observers[1]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    await frame()
    expect(screen.getByTestId('below').dataset.drawn).toBe('true')
  })
})
