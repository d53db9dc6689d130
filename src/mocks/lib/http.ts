import { http as msw, HttpResponse } from 'msw'
import { isQuotaExceeded, storageFull } from './storage-full'

/**
 * msw's `http`, with every resolver behind one safety net: a thrown `Response` (the helpers of
 * respond.ts, body.ts, auth.ts and ids.ts throw theirs) is the answer; any other exception is
 * answered 507 `{ message, code: 'storageFull' }` when the device's storage is full (IndexedDB's
 * QuotaExceededError), else logged and answered 500 `{ message: 'Internal server error' }`, without its name or stack
 * (msw itself would send both to the client).
 */
type Methods = Pick<typeof msw, 'all' | 'head' | 'get' | 'post' | 'put' | 'delete' | 'patch' | 'options'>

const INTERNAL_ERROR = 'Internal server error'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResolver = (...args: any[]) => unknown

export function guarded<R extends AnyResolver>(resolver: R): R {
  return (async (...args: Parameters<R>) => {
    try {
      return await resolver(...args)
    } catch (error) {
      if (error instanceof Response) return error
      if (isQuotaExceeded(error)) return storageFull()
      console.error('[mocks] unexpected exception in a handler', error)
      return HttpResponse.json({ message: INTERNAL_ERROR }, { status: 500 })
    }
  }) as R
}

function method<M extends keyof Methods>(name: M): Methods[M] {
  const wrapped = (path: unknown, resolver: AnyResolver, options?: unknown) => (msw[name] as AnyResolver)(path, guarded(resolver), options)
  return wrapped as unknown as Methods[M]
}

export const http: Methods = {
  all: method('all'),
  head: method('head'),
  get: method('get'),
  post: method('post'),
  put: method('put'),
  delete: method('delete'),
  patch: method('patch'),
  options: method('options'),
}
