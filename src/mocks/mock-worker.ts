/// <reference lib="webworker" />
/**
 * The mock API's own thread (a dedicated module worker, started by worker-client.ts): the database
 * (Dexie), its seeding and the MSW handlers run here, off the page's main thread, which only
 * renders. The page sends each request as plain data (worker-protocol.ts) and gets the handlers'
 * answer back; the service worker's API requests come the same way through the page's MSW client
 * (browser.ts). msw is built here without its cookie store (src/app/msw-worker-plugin.ts).
 * Stored HTML is sanitised by the page (DOMPurify needs a DOM): worker-sanitize-html.ts.
 */
import { handlersByArea } from './handler-areas'
import { areas } from './handlers'
import { answerRequest } from './in-page-transport'
import { setSearchSource } from './lib/search-index'
import { ensureSeeded, prefetchSeed } from './seed'
import { signInGate } from './seed-gate'
import { setPageSanitizer } from './worker-sanitize-html'
import {
  fromWireError,
  fromWireRequest,
  toWireError,
  toWireResponse,
  transferables,
  type FromWorker,
  type ToWorker,
  type WireError,
  type WireReply,
} from './worker-protocol'
import type { SearchGroup } from '@/app/nav'

declare const self: DedicatedWorkerGlobalScope

const post = (message: FromWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer)

/** Settles with the seeding of this start: API requests wait for it (seed-gate.ts). */
let seeded!: (seeding: Promise<void>) => void
const seeding = new Promise<void>((resolve) => (seeded = resolve))
/** Settles once the sign-in's tables are seeded: the auth area's requests wait only for that. */
let signInSeeded!: (seeding: Promise<void>) => void
const signInSeeding = new Promise<void>((resolve) => (signInSeeded = resolve))
const handlersFor = handlersByArea(areas, [signInGate(seeding, signInSeeding)])

// What the worker asks of the page, by id: stored HTML sanitised, the search index's routes.
let nextAsk = 0
const asked = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()
function askPage<T>(message: (id: number) => FromWorker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = ++nextAsk
    asked.set(id, { resolve: resolve as (value: never) => void, reject })
    post(message(id))
  })
}
function answered(id: number, value: unknown, error?: WireError): void {
  const waiting = asked.get(id)
  asked.delete(id)
  if (error || value === undefined) waiting?.reject(fromWireError(error ?? { name: 'Error', message: 'The page did not answer' }))
  else waiting?.resolve(value as never)
}
setPageSanitizer((html) => askPage<string>((id) => ({ type: 'sanitize', id, html })))
setSearchSource(() => askPage<SearchGroup[]>((id) => ({ type: 'search-index', id })))

function start(message: Extract<ToWorker, { type: 'start' }>): void {
  if (message.firstVisit) prefetchSeed()
  let signInReady!: () => void
  const signIn = new Promise<void>((resolve) => (signInReady = resolve))
  const seed = ensureSeeded(undefined, signInReady)
  seeded(seed)
  // Also settles (rejects) when the seed fails before the sign-in's tables are in.
  const answering = Promise.race([signIn, seed])
  signInSeeded(answering)
  answering.then(
    () => post({ type: 'answering' }),
    () => undefined,
  )
  seed.then(
    () => post({ type: 'seeded' }),
    (error: unknown) => post({ type: 'seed-failed', error: toWireError(error) }),
  )
}

/** The first requests' areas, imported while the database opens. */
const warm = (urls: readonly string[]) => {
  for (const url of urls) void handlersFor(new Request(new URL(url, self.location.href))).catch(() => undefined)
}

async function answer(id: number, message: Extract<ToWorker, { type: 'request' }>): Promise<void> {
  let reply: WireReply
  try {
    const request = fromWireRequest(message.request)
    const response = await answerRequest(await handlersFor(request), request)
    reply = typeof response === 'string' ? { kind: response } : { kind: 'response', response: await toWireResponse(response) }
  } catch (error) {
    reply = { kind: 'error', error: toWireError(error) }
  }
  post({ type: 'reply', id, reply }, reply.kind === 'response' ? transferables(reply.response.body) : [])
}

function onMessage(event: MessageEvent<ToWorker>): void {
  const message = event.data
  if (message.type === 'start') start(message)
  else if (message.type === 'warm') warm(message.urls)
  else if (message.type === 'request') void answer(message.id, message)
  else if (message.type === 'sanitized') answered(message.id, message.html, message.error)
  else answered(message.id, message.groups)
}

self.onmessage = onMessage
