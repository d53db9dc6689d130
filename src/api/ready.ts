/**
 * The mock layer starts in parallel with the shell; API calls wait for it, painting does not.
 * main.tsx hands the start-up promise in; the client awaits it before every request.
 *
 * During an app update the service worker is replaced and the page reloads once; API calls
 * made meanwhile wait (`suspendApi`) instead of reaching the network. A request the worker
 * could not hand to this page's mock client comes back as a 503 marked with
 * MOCK_UNAVAILABLE_HEADER: the client waits (`waitToRetry`) and sends it again.
 */
let ready: Promise<unknown> = Promise.resolve()
let suspended: { promise: Promise<void>; resolve: () => void } | undefined

export const MOCK_UNAVAILABLE_HEADER = 'X-Vermilion-Mock-Unavailable'
export const MAX_API_RETRIES = 12

export function setApiReady(promise: Promise<unknown>): void {
  ready = promise
}

export function apiReady(): Promise<unknown> {
  return suspended ? suspended.promise.then(apiReady) : ready
}

/**
 * The worker is switching and the page is about to reload: hold every API call until then
 * (a reload drops them; they are sent again by the reloaded page). Answers a function that
 * releases the held calls, for when the switch does not happen after all.
 */
export function suspendApi(): () => void {
  if (!suspended) {
    let resolve!: () => void
    const promise = new Promise<void>((r) => (resolve = r))
    suspended = { promise, resolve }
  }
  const current = suspended
  return () => {
    if (suspended !== current) return
    suspended = undefined
    current.resolve()
  }
}

/** Backs off (0.2 s doubling to 2 s), then waits until the API is ready again. */
export async function waitToRetry(attempt: number, signal?: AbortSignal): Promise<void> {
  const delay = Math.min(200 * 2 ** attempt, 2000)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, delay)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'))
    })
  })
  await apiReady()
}
