import { z } from 'zod'

/** A positive integer path id; anything else is treated as unknown (404). */
export const pathId = z.coerce.number().int().positive()

export function idOf(value: unknown): number | undefined {
  const parsed = pathId.safeParse(value)
  return parsed.success ? parsed.data : undefined
}
