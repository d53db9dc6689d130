/// <reference lib="webworker" />
/**
 * The service worker's precache plan (./sw.ts): which build files to cache when, a few at a time.
 * A first install caches only the shell (index.html and what it loads) and what signing in needs
 * offline (signInUrls); the rest of the build follows in the background once a page asks
 * (VERMILION_PRECACHE, sent when it is idle), a few files at a time and only while the pages are
 * not fetching (foregroundQuiet), and not at all once a newer version is installing (superseded).
 */
import { copyResponse } from 'workbox-core'
import type { PrecacheController } from 'workbox-precaching'

declare const self: ServiceWorkerGlobalScope

const PRECACHE_CONCURRENCY = 6
const BACKGROUND_CONCURRENCY = 3
/** The background precache steps aside while the pages fetch (assets, API calls through MSW)... */
const FOREGROUND_QUIET_MS = 1000
/** ...but not for longer than this per file: a page that never stops fetching must not starve it. */
const FOREGROUND_WAIT_MAX_MS = 5000
/** A background file that takes longer than this is given up (tried again on the next run). */
const BACKGROUND_FETCH_MAX_MS = 30_000

export function precachePlan(precache: PrecacheController) {
  let lastForegroundFetch = 0

  /**
   * A newer version is installing or waiting. This worker's background precache then stops: an
   * active worker still busy with an event holds the hand-over (skipWaiting waits for it), and a
   * page that keeps fetching would keep it waiting in foregroundQuiet for as long as it does.
   */
  // The registration's attributes seen from this worker can lag (a loaded machine, an update
  // installed in a second): the newer worker also says so itself (VERMILION_SUPERSEDED, sw.ts).
  let newer = false
  const superseded = () => newer || self.registration.installing !== null || self.registration.waiting !== null
  /**
   * Ends the background run's fetches when a newer version says it is installing: a fetch that
   * stalls (a flaky network, a server going away) would hold the message event that the run
   * extends, and with it the hand-over, until Chromium gives up on the event (minutes).
   */
  const stopBackground = new AbortController()

  /**
   * Resolves once no page has fetched anything for FOREGROUND_QUIET_MS (at most
   * FOREGROUND_WAIT_MAX_MS), or at once when superseded.
   */
  async function foregroundQuiet(): Promise<void> {
    const deadline = Date.now() + FOREGROUND_WAIT_MAX_MS
    for (
      let wait = lastForegroundFetch + FOREGROUND_QUIET_MS - Date.now();
      wait > 0 && !superseded() && Date.now() < deadline;
      wait = lastForegroundFetch + FOREGROUND_QUIET_MS - Date.now()
    ) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 250)))
    }
  }

  /**
   * Caches the precache entries (absolute URLs) that are not cached yet, a few at a time; in the
   * background, fewer at a time and only while the pages are not fetching.
   */
  async function cacheMissing(urls: string[], background = false): Promise<void> {
    const cache = await caches.open(precache.strategy.cacheName)
    const keys = precache.getURLsToCacheKeys()
    const queue = urls.filter((u) => keys.has(u))
    const next = async (): Promise<void> => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        if (background) await foregroundQuiet()
        // What is left is the next version's to cache (its install caches everything).
        if (background && superseded()) return
        const key = keys.get(url)!
        if (await cache.match(key)) continue
        // Revisioned (unhashed) files bypass the HTTP cache, as Workbox's own install does.
        const response = await fetch(url, {
          credentials: 'same-origin',
          cache: key === url ? 'default' : 'reload',
          signal: background ? AbortSignal.any([stopBackground.signal, AbortSignal.timeout(BACKGROUND_FETCH_MAX_MS)]) : undefined,
        })
        if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`)
        await cache.put(key, response.redirected ? await copyResponse(response) : response)
      }
    }
    await Promise.all(Array.from({ length: background ? BACKGROUND_CONCURRENCY : PRECACHE_CONCURRENCY }, next))
  }

  const allUrls = () => [...precache.getURLsToCacheKeys().keys()]

  /** The shell: index.html, the manifest and every script, preload and stylesheet index.html names. */
  async function shellUrls(): Promise<string[]> {
    const index = new URL('/index.html', self.location.origin).href
    await cacheMissing([index])
    const cached = await (await caches.open(precache.strategy.cacheName)).match(precache.getCacheKeyForURL(index)!)
    const html = cached ? await cached.text() : ''
    const refs = [...html.matchAll(/\b(?:src|href)="(\/[^"]+)"/g)].map((m) => new URL(m[1]!, self.location.origin).href)
    return [index, new URL('/manifest.webmanifest', self.location.origin).href, ...refs]
  }

  /**
   * What signing in needs offline (the sign-in page and its lazy validation code, the mock layer and
   * its seed, the screens the demo accounts land on, the locales): listed at build time in
   * /sign-in-precache.json (vite.config.ts), cached with the shell at install.
   */
  async function signInUrls(): Promise<string[]> {
    const list = new URL('/sign-in-precache.json', self.location.origin).href
    if (!precache.getCacheKeyForURL(list)) return []
    await cacheMissing([list])
    const cached = await (await caches.open(precache.strategy.cacheName)).match(precache.getCacheKeyForURL(list)!)
    const paths = cached ? ((await cached.json()) as string[]) : []
    return paths.map((path) => new URL(path, self.location.origin).href)
  }

  let rest: Promise<void> | undefined
  /** The rest of the build, in the background (idempotent; a failed run is tried again on the next ask). */
  function precacheRest(): Promise<void> {
    rest ??= cacheMissing(allUrls(), true).then(
      () => {
        if (superseded()) rest = undefined // stopped for a newer version: if that one fails, ask again
      },
      (error: unknown) => {
        rest = undefined
        throw error
      },
    )
    return rest
  }

  /** Whether every precache entry is cached (pages and tests ask with GET_PRECACHE_STATE). */
  async function precacheComplete(): Promise<boolean> {
    const cache = await caches.open(precache.strategy.cacheName)
    const found = await Promise.all([...precache.getURLsToCacheKeys().values()].map((key) => cache.match(key)))
    return found.every(Boolean)
  }

  return {
    /** The fetch listener calls this on every request: the background precache waits for quiet. */
    foregroundFetched: () => void (lastForegroundFetch = Date.now()),
    /** A newer version is installing: its install tells this (active) worker (sw.ts). */
    supersede: () => {
      newer = true
      stopBackground.abort()
    },
    cacheMissing,
    allUrls,
    shellUrls,
    signInUrls,
    precacheRest,
    precacheComplete,
  }
}
