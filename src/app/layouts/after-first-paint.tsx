import { startTransition, useEffect, useState } from 'react'

/** Set once the framed layout's first frame is painted: later screens render at once. */
let painted = false

/**
 * The page of the app's first framed screen (a reload, the screen after signing in) renders one
 * frame after the layout around it: on a tablet (4x CPU) the style, layout and paint of the whole
 * first screen (~1,000 elements) was one task of 150-230 ms; the nav and top bar are one frame,
 * the page (its rows, usually in by then) the next (issue #24). The page's render is a transition,
 * sliced by React. Client-side navigations render the page at once.
 */
export function AfterFirstPaint({ children }: { children: React.ReactNode }) {
  const [ready, setReady] = useState(painted)
  useEffect(() => {
    if (ready) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame callback runs before that frame's paint; the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true
        startTransition(() => setReady(true))
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready])
  return ready ? children : null
}
