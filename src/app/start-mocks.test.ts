import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstScreen, FALLBACK_MS, FRONT_PAGES_START_MS, isFrontPage, whenLeavingFrontPages, type RouterLike } from './start-mocks'

/** A router whose state the test moves on, and a document with (or without) the boot loader. */
function setup({ initialized = false, boot = true, prerendered = false } = {}) {
  const listeners = new Set<(s: RouterLike['state']) => void>()
  const router: RouterLike & { settle: () => void } = {
    state: { initialized, navigation: { state: initialized ? 'idle' : 'loading' } },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    settle() {
      router.state = { initialized: true, navigation: { state: 'idle' } }
      listeners.forEach((l) => l(router.state))
    },
  }
  type TestDoc = { bootShown: boolean; prerendered: boolean }
  const doc = new EventTarget() as EventTarget & TestDoc & { getElementById: (id: string) => object | null }
  doc.bootShown = boot
  doc.prerendered = prerendered
  const bootLoader = { hasAttribute: (name: string) => name === 'data-prerendered' && doc.prerendered }
  doc.getElementById = (id) => (id === 'boot' && doc.bootShown ? bootLoader : null)
  return { router, doc: doc as unknown as Document & TestDoc, listeners }
}

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for the route, then for React to replace the boot loader, then calls once', async () => {
    const { router, doc } = setup()
    const callback = vi.fn()
    afterFirstScreen(router, callback, doc)
    await vi.advanceTimersByTimeAsync(500)
    expect(callback).not.toHaveBeenCalled() // the route's chunk is still loading

    router.settle()
    await vi.advanceTimersByTimeAsync(500)
    expect(callback).not.toHaveBeenCalled() // the boot loader is still on screen

    doc.bootShown = false
    await vi.advanceTimersByTimeAsync(200)
    expect(callback).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(FALLBACK_MS)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('counts the sign-in page pre-rendered into index.html as on screen: starts once the route is ready, while React renders', async () => {
    const { router, doc } = setup({ prerendered: true })
    const callback = vi.fn()
    afterFirstScreen(router, callback, doc)
    await vi.advanceTimersByTimeAsync(500)
    expect(callback).not.toHaveBeenCalled() // the route's chunk is still loading

    router.settle()
    await vi.advanceTimersByTimeAsync(100)
    expect(callback).toHaveBeenCalledTimes(1) // the boot element (the pre-rendered page) is still there
    await vi.advanceTimersByTimeAsync(FALLBACK_MS)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('under the pre-rendered sign-in page it does not wait for an idle main thread (React renders the live form meanwhile)', async () => {
    // A main thread that is never idle: requestIdleCallback never calls back.
    vi.stubGlobal('requestIdleCallback', vi.fn())
    try {
      const plain = setup()
      const pre = setup({ prerendered: true })
      const [onPlain, onPre] = [vi.fn(), vi.fn()]
      afterFirstScreen(plain.router, onPlain, plain.doc)
      afterFirstScreen(pre.router, onPre, pre.doc)
      plain.doc.bootShown = false
      plain.router.settle()
      pre.router.settle()
      await vi.advanceTimersByTimeAsync(100)
      expect(onPre).toHaveBeenCalledTimes(1)
      expect(onPlain).not.toHaveBeenCalled() // waits for idle (or the fall-back time-out)
      await vi.advanceTimersByTimeAsync(FALLBACK_MS)
      expect(onPlain).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("starts at once on the user's first input", async () => {
    const { router, doc } = setup()
    const callback = vi.fn()
    afterFirstScreen(router, callback, doc)
    doc.dispatchEvent(new Event('keydown'))
    expect(callback).toHaveBeenCalledTimes(1)
    doc.dispatchEvent(new Event('pointerdown'))
    router.settle()
    await vi.advanceTimersByTimeAsync(FALLBACK_MS)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('starts after the time-out when the screen never settles, and unsubscribes from the router', async () => {
    const { router, doc, listeners } = setup()
    const callback = vi.fn()
    afterFirstScreen(router, callback, doc)
    await vi.advanceTimersByTimeAsync(FALLBACK_MS - 1)
    expect(callback).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(callback).toHaveBeenCalledTimes(1)
    expect(listeners.size).toBe(0)
  })

  it('an already settled router with the screen shown calls soon, and cancel stops it', async () => {
    const shown = setup({ initialized: true, boot: false })
    const callback = vi.fn()
    afterFirstScreen(shown.router, callback, shown.doc)
    await vi.advanceTimersByTimeAsync(100)
    expect(callback).toHaveBeenCalledTimes(1)

    const other = setup({ initialized: true, boot: false })
    const never = vi.fn()
    afterFirstScreen(other.router, never, other.doc)()
    other.doc.dispatchEvent(new Event('keydown'))
    await vi.advanceTimersByTimeAsync(FALLBACK_MS)
    expect(never).not.toHaveBeenCalled()
  })
})

describe('whenLeavingFrontPages', () => {
  it('tells the front pages from the rest', () => {
    expect(isFrontPage('/front-pages/landing-page')).toBe(true)
    expect(isFrontPage('/front-pages/help-center/article/x')).toBe(true)
    expect(isFrontPage('/login')).toBe(false)
    expect(isFrontPage('/')).toBe(false)
  })

  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('does not start while the app moves between front pages, then starts once it leaves them', () => {
    const { router, listeners } = setup({ initialized: true })
    const callback = vi.fn()
    whenLeavingFrontPages(router, callback)
    const go = (pathname: string) => listeners.forEach((l) => l({ ...router.state, location: { pathname } }))
    go('/front-pages/pricing')
    go('/front-pages/checkout')
    expect(callback).not.toHaveBeenCalled()
    go('/login')
    expect(callback).toHaveBeenCalledTimes(1)
    expect(listeners.size).toBe(0)
  })

  it('starts on its own once the page has been open a while (the offline app still installs), once', async () => {
    const { router, listeners } = setup({ initialized: true })
    const callback = vi.fn()
    whenLeavingFrontPages(router, callback)
    await vi.advanceTimersByTimeAsync(FRONT_PAGES_START_MS - 1)
    expect(callback).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(callback).toHaveBeenCalledTimes(1)
    expect(listeners.size).toBe(0)
    listeners.forEach((l) => l({ ...router.state, location: { pathname: '/login' } }))
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('cancel stops both the timer and the watch', async () => {
    const { router, listeners } = setup({ initialized: true })
    const callback = vi.fn()
    whenLeavingFrontPages(router, callback)()
    expect(listeners.size).toBe(0)
    await vi.advanceTimersByTimeAsync(FRONT_PAGES_START_MS + 1000)
    expect(callback).not.toHaveBeenCalled()
  })
})
