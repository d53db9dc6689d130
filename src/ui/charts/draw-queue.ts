import { useEffect, useState, type RefObject } from 'react'

/**
 * Charts are drawn as they scroll into view, and one per frame: creating an ECharts instance and
 * drawing it is a task of 10-40 ms, so a dashboard that drew its ten charts at once would block
 * the page for far more than 50 ms. Each visible chart takes a turn; the next turn comes after
 * the browser has painted (a frame, then a task).
 */
const queue: (() => void)[] = []
let pumping = false

const nextFrame = (fn: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(fn, 0)) : setTimeout(fn, 16)

function pump() {
  const next = queue.shift()
  if (!next) {
    pumping = false
    return
  }
  next()
  nextFrame(pump)
}

/** Asks for a drawing turn; returns a cancel function. */
export function requestDrawTurn(fn: () => void): () => void {
  let cancelled = false
  const turn = () => {
    if (!cancelled) fn()
  }
  queue.push(turn)
  if (!pumping) {
    pumping = true
    nextFrame(pump)
  }
  return () => {
    cancelled = true
    const i = queue.indexOf(turn)
    if (i >= 0) queue.splice(i, 1)
  }
}

/**
 * True once the element has come near the viewport (200 px ahead) and its turn has come. Without
 * IntersectionObserver, the turn is asked for at once.
 */
export function useDrawTurn(ref: RefObject<Element | null>): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready) return
    const el = ref.current
    let cancel: (() => void) | undefined
    const ask = () => {
      cancel ??= requestDrawTurn(() => setReady(true))
    }
    if (!el || typeof IntersectionObserver === 'undefined') {
      ask()
      return () => cancel?.()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          ask()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancel?.()
    }
  }, [ref, ready])
  return ready
}
