import { useEffect, useState, type RefObject } from 'react'

/**
 * Charts are drawn as they scroll into view, and one per frame: creating an ECharts instance and
 * drawing it is a task of 10-40 ms, so a dashboard that drew its ten charts at once would block
 * the page for far more than 50 ms. Each visible chart takes a turn; the next turn comes after
 * the browser has painted (a frame, then a task), and after the turn's own work has settled (a
 * turn may load the chart code first: the charts that were granted turns while it loaded would
 * otherwise all draw in the one task that follows).
 */
type Turn = () => void | Promise<unknown>
const queue: Turn[] = []
let pumping = false

const nextFrame = (fn: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(fn, 0)) : setTimeout(fn, 16)

function pump() {
  const next = queue.shift()
  if (!next) {
    pumping = false
    return
  }
  const done = next()
  if (done) void done.catch(() => undefined).then(() => nextFrame(pump))
  else nextFrame(pump)
}

/** Asks for a drawing turn (the next one waits for what `fn` answers); returns a cancel function. */
export function requestDrawTurn(fn: Turn): () => void {
  let cancelled = false
  const turn = () => (cancelled ? undefined : fn())
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
 * True once the element has come near the viewport (200 px ahead), its turn has come and `prepare`
 * (loading the chart code) has settled. Without IntersectionObserver, the turn is asked for at once.
 */
export function useDrawTurn(ref: RefObject<Element | null>, prepare?: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready) return
    const el = ref.current
    let cancel: (() => void) | undefined
    const ask = () => {
      // A chart code that fails to load still "draws": the lazy chart then shows the route's error.
      cancel ??= requestDrawTurn(() =>
        prepare
          ? prepare()
              .catch(() => undefined)
              .then(() => setReady(true))
          : setReady(true),
      )
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
  }, [ref, ready, prepare])
  return ready
}
