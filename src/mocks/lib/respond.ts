import { HttpResponse } from 'msw'
import type { z } from 'zod'

export const json = <T>(data: T, status = 200) => HttpResponse.json(data as never, { status })
export const created = <T>(data: T) => json(data, 201)
export const noContent = () => new HttpResponse(null, { status: 204 })
export const empty = (status: number) => new HttpResponse(null, { status })
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status })

/** 400 with the first message of each field: `{ message, errors: { field: [msg] } }`. */
export function invalid(error: z.ZodError, message = 'Validation failed') {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return HttpResponse.json({ message, errors }, { status: 400 })
}

/** Reads and validates a JSON body; answers the 400 itself when it is malformed. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    return { ok: false, response: HttpResponse.json({ message: 'Malformed JSON body', errors: { _: ['Malformed JSON body'] } }, { status: 400 }) }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return { ok: false, response: invalid(parsed.error) }
  return { ok: true, data: parsed.data }
}
