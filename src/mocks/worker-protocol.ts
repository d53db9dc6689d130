import type { SearchGroup } from '@/app/nav'

/**
 * The messages between the page and the mock worker (mock-worker.ts): HTTP as plain data (a
 * `Request` or `Response` cannot be posted), bodies as transferred ArrayBuffers.
 */
export interface WireRequest {
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

export interface WireResponse {
  status: number
  statusText: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

/** A request's outcome: the handlers' answer, or none of them answered (unhandled), or one said `passthrough()`. */
export type WireReply =
  { kind: 'response'; response: WireResponse } | { kind: 'unhandled' } | { kind: 'passthrough' } | { kind: 'error'; error: WireError }

export interface WireError {
  name: string
  message: string
}

export type ToWorker =
  /** `firstVisit`: no service worker controls the page, the seed is needed (seed.ts prefetchSeed). */
  | { type: 'start'; firstVisit: boolean }
  /** API URLs whose areas' handlers the worker imports while the database opens. */
  | { type: 'warm'; urls: string[] }
  | { type: 'request'; id: number; request: WireRequest }
  | { type: 'sanitized'; id: number; html?: string; error?: WireError }
  /** The app-search index's routes (app/nav.ts buildSearchIndex): the worker does not import the route table. */
  | { type: 'search-index'; id: number; groups: SearchGroup[] }

export type FromWorker =
  | { type: 'answering' }
  | { type: 'seeded' }
  | { type: 'seed-failed'; error: WireError }
  | { type: 'reply'; id: number; reply: WireReply }
  | { type: 'sanitize'; id: number; html: string }
  | { type: 'search-index'; id: number }

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD'

/**
 * The page's cookies that a same-origin request from the page would carry (an <img> of a stored
 * photo sends the accessToken cookie): msw reads them from `document.cookie`, which the mock worker
 * has not, and a `Request` cannot carry a Cookie header: the page's half sends them in this one.
 */
export const PAGE_COOKIE_HEADER = 'X-Vermilion-Page-Cookie'

/** The cookies the page sent with a request (PAGE_COOKIE_HEADER), by name. */
export function pageCookies(request: Request): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (request.headers.get(PAGE_COOKIE_HEADER) ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0) out[decodeURIComponent(part.slice(0, at).trim())] = decodeURIComponent(part.slice(at + 1).trim())
  }
  return out
}

/** `cookie`: the page's cookies, when the request would carry them (PAGE_COOKIE_HEADER). */
export async function toWireRequest(request: Request, cookie?: string): Promise<WireRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: cookie ? [...request.headers, [PAGE_COOKIE_HEADER, cookie]] : [...request.headers],
    body: hasBody(request.method) ? await request.arrayBuffer() : null,
  }
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body })
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: response.body ? await response.arrayBuffer() : null,
  }
}

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304])

export function fromWireResponse(wire: WireResponse): Response {
  return new Response(NULL_BODY.has(wire.status) ? null : wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  })
}

/** The buffers a message can hand over instead of copying. */
export function transferables(body: ArrayBuffer | null): Transferable[] {
  return body && body.byteLength > 0 ? [body] : []
}

export const toWireError = (error: unknown): WireError =>
  error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error && 'message' in error)
    ? { name: String((error as Error).name), message: String((error as Error).message) }
    : { name: 'Error', message: String(error) }

/** An error as thrown on the other side (a DOMException keeps its name: QuotaExceededError stays one). */
export function fromWireError(wire: WireError): Error {
  return wire.name === 'Error' ? new Error(wire.message) : new DOMException(wire.message, wire.name)
}

/** msw's warning for a request no handler matched (printed where msw's own would be: in the page). */
export const unhandledWarning = (method: string, url: string) =>
  `[MSW] Warning: intercepted a request without a matching request handler:\n\n  • ${method} ${url}\n\nIf you still wish to intercept this unhandled request, please create a request handler for it.`
