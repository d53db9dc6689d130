import type { z } from 'zod'
import { fail, halt } from './respond'
import { fieldErrors, zodFieldErrors } from './field-errors'
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth'

const MALFORMED_BODY = 'Malformed JSON body'
export const TOO_DEEP = `JSON body nested deeper than ${MAX_JSON_DEPTH} levels`

/** The JSON body, parsed; stops the handler with 400 when it is malformed or nested too deeply. */
export async function readJson(request: Request): Promise<unknown> {
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    fieldErrors({ _: [MALFORMED_BODY] }, MALFORMED_BODY)
  }
  if (nestedDeeperThan(raw)) halt(fail(400, TOO_DEEP))
  return raw
}

/** The JSON body validated by `schema`; stops the handler with 400 `{ message, errors }` otherwise. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await readJson(request))
  if (!parsed.success) fieldErrors(zodFieldErrors(parsed.error))
  return parsed.data
}
