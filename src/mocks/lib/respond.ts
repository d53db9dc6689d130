import { HttpResponse } from 'msw'

/**
 * Answers. A handler returns its success answer and THROWS its refusals (`halt`, `notFound` and
 * the helpers of body.ts, auth.ts, ids.ts): lib/http.ts answers a thrown Response as is.
 */
export const json = <T>(data: T, status = 200) => HttpResponse.json(data as never, { status })
export const created = <T>(data: T) => json(data, 201)
export const noContent = () => new HttpResponse(null, { status: 204 })
export const empty = (status: number) => new HttpResponse(null, { status })
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status })

/** Stops the handler with this answer (thrown; also aborts an enclosing Dexie transaction). */
export function halt(response: Response): never {
  throw response
}

/** Stops the handler with 404 `{ message }` (DECISIONS section 5). */
export function notFound(message = 'Not found'): never {
  halt(fail(404, message))
}
