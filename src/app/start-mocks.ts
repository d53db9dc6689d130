/** The parts of the data router start-up waits on (react-router's `Router`). */
export interface RouterLike {
  state: { initialized: boolean; navigation: { state: string }; location?: { pathname: string } }
  subscribe(listener: (state: RouterLike['state']) => void): () => void
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const
/** Starts anyway after this long (a background tab paints nothing, a screen may never settle). */
export const FALLBACK_MS = 3000

/**
 * Calls `callback` once, after the first screen is on screen: the router has settled (its route
 * chunk loaded), React replaced the boot loader of index.html, a frame was painted and the main
 * thread is idle; or, when the boot loader shows the sign-in page pre-rendered into index.html
 * (`data-prerendered`: painted before the JavaScript), once the route is ready and a frame was
 * painted, so the mock layer starts while React renders the live form (the database's creation,
 * a first visit's slowest step, is mostly the browser's own work) and the first API answer comes
 * sooner. The user's first input (pointer,
 * key, touch) calls it at once, and so does a time-out when none of that comes. Answers a
 * function that cancels it.
 */
export function afterFirstScreen(router: RouterLike, callback: () => void, doc: Document = document): () => void {
  let done = false
  const cleanups: (() => void)[] = []
  const cancel = () => {
    done = true
    for (const c of cleanups.splice(0)) c()
  }
  const fire = () => {
    if (done) return
    cancel()
    callback()
  }

  for (const type of INPUT_EVENTS) {
    doc.addEventListener(type, fire, { capture: true, passive: true })
    cleanups.push(() => doc.removeEventListener(type, fire, { capture: true }))
  }
  const timer = setTimeout(fire, FALLBACK_MS)
  cleanups.push(() => clearTimeout(timer))

  const settled = () => router.state.initialized && router.state.navigation.state === 'idle'
  const check = () => {
    if (done || !settled()) return
    unsubscribe()
    // Under the pre-rendered sign-in page (painted before the JavaScript), the mock layer's start
    // need not wait for React's live form to be idle: a first visit's first API answer came ~50 ms later.
    const prerendered = doc.getElementById('boot')?.hasAttribute('data-prerendered') === true
    afterPaint(doc, () => (prerendered ? fire() : idle(fire)))
  }
  const unsubscribe = router.subscribe(check)
  cleanups.push(unsubscribe)
  check()
  return cancel
}

/** Once React has replaced the boot loader (or it shows the pre-rendered page) and a frame with it was painted. */
function afterPaint(doc: Document, callback: () => void): void {
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (cb: () => void) => setTimeout(cb, 16)
  const poll = () => {
    const boot = doc.getElementById('boot')
    if (boot && !boot.hasAttribute('data-prerendered')) frame(poll)
    // The frame callback runs before that frame paints: the next task comes after it.
    else frame(() => setTimeout(callback, 0))
  }
  poll()
}

function idle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 500 })
  else setTimeout(callback, 50)
}

/** Front pages (the landing, pricing…): static screens, most make no API call. */
export const isFrontPage = (pathname: string) => pathname.startsWith('/front-pages/')

/** On a front page that makes no API call, the mock layer (and the installable app) starts this late. */
export const FRONT_PAGES_START_MS = 6000

/**
 * On a front page the mock layer is not started with the screen (a static page has no use for
 * it, and its start would weigh on the page's first seconds): `callback` (the start) runs when the
 * app leaves the front pages (the router moves elsewhere), or once the page has been open for
 * FRONT_PAGES_START_MS and is idle (so a visit to the landing still installs the offline app);
 * the API client's first call starts it too (main.tsx hands the same start to
 * api/client-transport's wake). Answers a function that cancels it.
 */
export function whenLeavingFrontPages(router: RouterLike, callback: () => void, delayMs = FRONT_PAGES_START_MS): () => void {
  let done = false
  const fire = () => {
    if (done) return
    cancel()
    callback()
  }
  const timer = setTimeout(() => idle(fire), delayMs)
  const unsubscribe = router.subscribe((state) => {
    const pathname = state.location?.pathname
    if (pathname !== undefined && !isFrontPage(pathname)) fire()
  })
  const cancel = () => {
    done = true
    clearTimeout(timer)
    unsubscribe()
  }
  return cancel
}
