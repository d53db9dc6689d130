import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PrecacheController } from 'workbox-precaching'

const ORIGIN = 'http://127.0.0.1:4173'
const urls = ['/assets/a.js', '/assets/b.js', '/assets/c.js'].map((p) => `${ORIGIN}${p}`)

/**
 * A service worker's globals: an empty cache, and a network whose every fetch stalls until
 * aborted. The plan is imported after them (workbox-core's logger reads `self` as it loads).
 */
async function stalledWorker() {
  const signals: (AbortSignal | undefined)[] = []
  vi.stubGlobal('self', { registration: { installing: null, waiting: null, active: {} }, location: { origin: ORIGIN } })
  vi.stubGlobal('caches', { open: async () => ({ match: async () => undefined, put: async () => undefined }) })
  vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
    signals.push(init.signal ?? undefined)
    return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
  })
  const precache = {
    strategy: { cacheName: 'precache' },
    getURLsToCacheKeys: () => new Map(urls.map((u) => [u, u])),
  } as unknown as PrecacheController
  const { precachePlan } = await import('./sw-precache')
  return { plan: precachePlan(precache), signals }
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('still running'), ms)),
  ])

afterEach(() => vi.unstubAllGlobals())

describe('the precache plan', () => {
  it('ends the background run at once when a newer version says it is installing, even with fetches stalled', async () => {
    const { plan, signals } = await stalledWorker()
    const run = plan.precacheRest()
    await new Promise((r) => setTimeout(r, 20))
    expect(signals).toHaveLength(3) // BACKGROUND_CONCURRENCY files on their way, none answered
    expect(await settledWithin(run, 50)).toBe('still running')
    plan.supersede()
    // The message event the run extends ends, so the old worker can hand over.
    expect(await settledWithin(run, 200)).toBe('rejected')
    expect(signals.every((s) => s?.aborted)).toBe(true)
  })

  it("never cuts an install's own fetches short (they carry no signal)", async () => {
    const { plan, signals } = await stalledWorker()
    void plan.cacheMissing(urls).catch(() => undefined)
    await new Promise((r) => setTimeout(r, 20))
    plan.supersede()
    expect(signals).toHaveLength(3)
    expect(signals.every((s) => s === undefined)).toBe(true)
  })
})
