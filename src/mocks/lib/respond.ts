import { HttpResponse } from 'msw'

/**
 * Answers. A handler returns its success answer and THROWS its refusals (`halt`, `notFound` and
 * the helpers of body.ts, auth.ts, ids.ts): lib/http.ts answers a thrown Response as is.
 */
/**
 * A JSON answer. Not `HttpResponse.json`: it measures the body for Content-Length through a
 * `Blob`, which in a browser registers the blob with the browser process (~0.3 ms, ~1.3 ms on a
 * tablet, per answer: a tenth of a list request's time); a string body needs no length header.
 */
export const json = <T>(data: T, status = 200) =>
  new HttpResponse(JSON.stringify(data) ?? null, { status, headers: { 'Content-Type': 'application/json' } })
export const created = <T>(data: T) => json(data, 201)
export const noContent = () => new HttpResponse(null, { status: 204 })
export const empty = (status: number) => new HttpResponse(null, { status })
export const fail = (status: number, message: string) => json({ message }, status)

/** Stops the handler with this answer (thrown; also aborts an enclosing Dexie transaction). */
export function halt(response: Response): never {
  throw response
}

/** Stops the handler with 404 `{ message }` (DECISIONS section 5). */
export function notFound(message = 'Not found'): never {
  halt(fail(404, message))
}
