import { useState } from 'react'
import { ApiError } from '@/api/client'
import { inUseBody } from '@/api/contracts/platform'

export interface InUseDelete<T> {
  /** The record the confirmation is open for, if any. */
  target: T | null
  /** Set once the server refused with 409: how many records use the target (the next confirm forces). */
  inUse: number | undefined
  ask: (item: T) => void
  close: () => void
  confirm: () => Promise<void>
}

/**
 * The delete flow of a record that other records may use (a model, a strategy): the first confirm
 * sends a plain delete; a 409 `{ count }` answer keeps the confirmation open with that count, and
 * the next confirm forces ("unassign and delete"). `onFailed` gets the server's message, or
 * undefined when there is none to show (network failure).
 */
export function useInUseDelete<T>({
  remove,
  inUseFallback,
  onDeleted,
  onFailed,
}: {
  remove: (item: T, force: boolean) => Promise<unknown>
  /** The count to show when the 409 body carries none. */
  inUseFallback: (item: T) => number
  onDeleted: (item: T, inUse: number | undefined) => void
  onFailed: (message: string | undefined) => void
}): InUseDelete<T> {
  const [state, setState] = useState<{ item: T; inUse?: number } | null>(null)

  const confirm = async () => {
    if (!state) return
    const { item, inUse } = state
    try {
      await remove(item, inUse !== undefined)
      onDeleted(item, inUse)
      setState(null)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const body = inUseBody.safeParse(error.body)
        setState({ item, inUse: body.success ? body.data.count : inUseFallback(item) })
        return
      }
      onFailed(error instanceof ApiError && error.status !== 0 ? error.message : undefined)
    }
  }

  return { target: state?.item ?? null, inUse: state?.inUse, ask: (item) => setState({ item }), close: () => setState(null), confirm }
}
