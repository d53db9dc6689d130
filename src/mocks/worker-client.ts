import {
  fromWireError,
  fromWireResponse,
  toWireError,
  toWireRequest,
  transferables,
  unhandledWarning,
  type FromWorker,
  type ToWorker,
  type WireReply,
} from './worker-protocol'

/**
 * The page's side of the mock worker (mock-worker.ts: the database, its seed and the MSW
 * handlers, off the main thread): it starts the worker, sends it requests and answers what the
 * worker asks of the page (sanitising stored HTML, which needs a DOM; the app-search index's
 * routes). No msw here: this module is small enough to start the worker at the first visit's
 * first moments (main.tsx); browser.ts adds MSW on the service worker.
 */
let mockWorker: Worker | undefined
let nextId = 0
const pending = new Map<number, (reply: WireReply) => void>()
let failure: Error | undefined

type Settle = { resolve: () => void; reject: (error: Error) => void }
let answeringSettled!: Settle
let seededSettled!: Settle
/** The app's client can call: the sign-in's tables are in (a first start writes them first). */
export const answering = new Promise<void>((resolve, reject) => (answeringSettled = { resolve, reject }))
/** The whole database is seeded. */
export const seeded = new Promise<void>((resolve, reject) => (seededSettled = { resolve, reject }))
answering.catch(() => undefined)
seeded.catch(() => undefined)

const send = (message: ToWorker, transfer: Transferable[] = []) => mockWorker?.postMessage(message, transfer)

function fail(error: Error): void {
  failure ??= error
  answeringSettled.reject(error)
  seededSettled.reject(error)
  for (const [id, settle] of pending) {
    pending.delete(id)
    settle({ kind: 'error', error: toWireError(error) })
  }
}

async function sanitize(id: number, html: string): Promise<void> {
  try {
    const { sanitizeHtml } = await import('@/lib/sanitize-html')
    send({ type: 'sanitized', id, html: sanitizeHtml(html) })
  } catch (error) {
    send({ type: 'sanitized', id, error: toWireError(error) })
  }
}

/** The app-search index's routes, from the route registry (main.tsx: app/nav.ts buildSearchIndex). */
type SearchIndexSource = () => Promise<SearchGroups>
type SearchGroups = Extract<ToWorker, { type: 'search-index' }>['groups']
let searchIndexSource: SearchIndexSource | undefined

async function searchIndex(id: number): Promise<void> {
  send({ type: 'search-index', id, groups: searchIndexSource ? await searchIndexSource() : [] })
}

function onMessage(message: FromWorker): void {
  if (message.type === 'reply') {
    pending.get(message.id)?.(message.reply)
    pending.delete(message.id)
  } else if (message.type === 'answering') answeringSettled.resolve()
  else if (message.type === 'seeded') seededSettled.resolve()
  else if (message.type === 'seed-failed') fail(fromWireError(message.error))
  else if (message.type === 'sanitize') void sanitize(message.id, message.html)
  else void searchIndex(message.id)
}

/**
 * Starts the mock worker once (later calls only add `warm`: API URLs whose areas' handlers it
 * imports while the database opens). `searchIndex`: where the app-search index's routes come
 * from when the worker builds it (the route registry is the app's, not the mock layer's).
 */
export function startMockWorker(searchIndex: SearchIndexSource, warm: readonly string[] = []): void {
  searchIndexSource = searchIndex
  if (!mockWorker) {
    mockWorker = new Worker(new URL('./mock-worker.ts', import.meta.url), { type: 'module', name: 'vermilion-mock-api' })
    mockWorker.onmessage = (event: MessageEvent<FromWorker>) => onMessage(event.data)
    mockWorker.onerror = (event) => fail(new Error(`The mock API's worker failed: ${event.message || 'it did not load'}`))
    // No service worker controls the page: a first visit, whose empty database needs the seed.
    send({ type: 'start', firstVisit: !navigator.serviceWorker?.controller })
  }
  if (warm.length) send({ type: 'warm', urls: [...warm] })
}

/** One request to the mock worker (`cookie`: the page's cookies it would carry): the handlers' answer, or why there is none. */
export async function ask(request: Request, cookie?: string): Promise<WireReply> {
  if (failure) return { kind: 'error', error: toWireError(failure) }
  const wire = await toWireRequest(request, cookie)
  const id = ++nextId
  return new Promise((resolve) => {
    pending.set(id, resolve)
    send({ type: 'request', id, request: wire }, transferables(wire.body))
  })
}

/**
 * Cross-tab freshness: after every mocked write (any method but GET/HEAD) this tab tells the
 * others, which refetch. The writing tab's own screens are refreshed by their mutations, so a
 * tab never reacts to its own writes (no refetch loops).
 */
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('vermilion-data')
export const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'
export const notifyOtherTabs = (request: Request) => channel?.postMessage({ method: request.method, url: request.url })

/** Calls back (at most every 150 ms) when another tab wrote through the mock API. */
export function onDataChanged(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const listener = () => {
    clearTimeout(timer)
    timer = setTimeout(callback, 150)
  }
  channel?.addEventListener('message', listener)
  return () => channel?.removeEventListener('message', listener)
}

/**
 * The app's client's transport (api/client-transport.ts): HTTP in (a URL and a RequestInit), a
 * `Response` out, answered by the mock worker with no service worker round trip. Unmocked
 * requests go to the network (with MSW's warning when no handler matched).
 */
export async function transport(url: string, init: RequestInit): Promise<Response> {
  const request = new Request(new URL(url, location.href), init)
  const reply = await ask(request)
  init.signal?.throwIfAborted()
  if (reply.kind === 'error') throw fromWireError(reply.error)
  if (reply.kind !== 'response') {
    if (reply.kind === 'unhandled') console.warn(unhandledWarning(request.method, request.url))
    return fetch(url, init)
  }
  if (isWrite(request)) notifyOtherTabs(request)
  return fromWireResponse(reply.response)
}
