import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

/** Longest wait for the screen's own queries before the secondary ones start anyway. */
export const AFTER_CONTENT_MAX_MS = 3000

let reached = false
let pending: Promise<void> | undefined

const idle = (callback: () => void, timeout: number) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout }) : setTimeout(callback, 50)

/** A screen whose code, translations or data are still coming shows a busy placeholder in <main>. */
const screenBusy = () => typeof document !== 'undefined' && document.querySelector('main [aria-busy=true]') !== null

/** Resolves once no query is fetching, the screen shows no loading placeholder, and the main thread is idle. */
function afterContent(client: QueryClient): Promise<void> {
  pending ??= new Promise<void>((resolve) => {
    const deadline = Date.now() + AFTER_CONTENT_MAX_MS
    const done = () => {
      reached = true
      resolve()
    }
    const check = () => {
      if (Date.now() >= deadline || (client.isFetching() === 0 && !screenBusy())) return done()
      // Asked again when the queries settle, or after a while (a screen still loading its code).
      let asked = false
      const again = () => {
        if (asked) return
        asked = true
        stop()
        clearTimeout(timer)
        idle(check, Math.max(1, deadline - Date.now()))
      }
      const stop = client.getQueryCache().subscribe(() => client.isFetching() === 0 && again())
      const timer = setTimeout(again, 100)
    }
    idle(check, AFTER_CONTENT_MAX_MS)
  })
  return pending
}

/**
 * False until the page has shown its own content: its queries have answered and the main thread
 * is idle (at most AFTER_CONTENT_MAX_MS after the first call), then true for every caller. For what
 * the layout shows beside a screen and can come a moment later (the top bar's notifications and
 * balance): their queries and formatting wait, so a screen's first data and rows come first,
 * which a tablet's CPU feels (issue #24).
 */
export function useAfterContent(): boolean {
  const client = useQueryClient()
  const [ready, setReady] = useState(reached)
  useEffect(() => {
    if (ready) return
    let live = true
    void afterContent(client).then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [client, ready])
  return ready
}

/** Tests: back to the state of a fresh page. */
export function resetAfterContent(): void {
  reached = false
  pending = undefined
}
