/**
 * How the API client sends its requests. By default `fetch` (in production the service worker
 * hands API requests to the page's MSW); once the mock layer has started, its in-page transport
 * (src/mocks/in-page-transport.ts) answers the client's requests from the same MSW handlers
 * without the round trip page -> service worker -> page. Either way the client speaks HTTP: a
 * URL and a `RequestInit` in, a `Response` out.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

let transport: ApiTransport | undefined

/** Installs (or, with undefined, removes) the transport of the API client's requests. */
export function setApiTransport(next: ApiTransport | undefined): void {
  transport = next
}

/** Sends one request of the API client. */
export function sendApiRequest(url: string, init: RequestInit): Promise<Response> {
  return transport ? transport(url, init) : fetch(url, init)
}

let wake: (() => void) | undefined

/** What the client calls before its first request, e.g. starting a mock layer not started yet. */
export function setApiWake(next: (() => void) | undefined): void {
  wake = next
}

/** Called by the client before each request (main.tsx's start is idempotent). */
export function wakeApi(): void {
  wake?.()
}
