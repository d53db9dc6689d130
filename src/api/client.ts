import i18next from 'i18next'
import type { z } from 'zod'
import { STORAGE_FULL } from './contracts/storage-full'
import { readCookie } from '@/lib/cookies'
import { apiReady, MAX_API_RETRIES, MOCK_UNAVAILABLE_HEADER, waitToRetry } from './ready'
import { sendApiRequest, wakeApi } from './client-transport'

/** An error answered by the API (or a network failure, status 0). */
export class ApiError extends Error {
  readonly status: number
  readonly errors: Record<string, string[]> | undefined
  readonly body: unknown
  constructor(status: number, message: string, body?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    const errors = (body as { errors?: unknown } | undefined)?.errors
    this.errors = errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined
  }
}

type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>
interface Options<T> {
  params?: Params
  body?: unknown
  schema?: z.ZodType<T>
  signal?: AbortSignal
}

export const API_BASE = '/api'

export function buildUrl(path: string, params?: Params): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)))
    else search.set(key, String(value))
  }
  const qs = search.toString()
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body) return body
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown }
    if (typeof b.message === 'string') return b.message
    if (typeof b.error === 'string') return b.error
  }
  return fallback
}

async function request<T>(method: string, path: string, options: Options<T> = {}): Promise<T> {
  wakeApi()
  await apiReady()
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = readCookie('accessToken')
  if (token) headers.Authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  let res: Response
  for (let attempt = 0; ; attempt++) {
    try {
      res = await sendApiRequest(buildUrl(path, options.params), { method, headers, body, signal: options.signal })
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err
      throw new ApiError(0, 'Network error')
    }
    // The service worker is switching versions: wait and send again (never the network's answer).
    if (res.status !== 503 || !res.headers.has(MOCK_UNAVAILABLE_HEADER) || attempt >= MAX_API_RETRIES) break
    await waitToRetry(attempt, options.signal)
  }
  const text = await res.text()
  let data: unknown = undefined
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = text
    }
  }
  // Storage full (one mapping for every call): the translated message says what to do.
  if (isStorageFullBody(res.status, data)) throw new ApiError(res.status, i18next.t('errors.storageFull'), data)
  if (!res.ok) throw new ApiError(res.status, messageOf(data, res.statusText || 'Something went wrong'), data)
  return options.schema ? options.schema.parse(data) : (data as T)
}

const isStorageFullBody = (status: number, body: unknown) =>
  status === STORAGE_FULL.status && (body as { code?: unknown } | undefined)?.code === STORAGE_FULL.code

/** Whether a call failed because the device's storage is full (its message is already translated). */
export const isStorageFull = (error: unknown): boolean => error instanceof ApiError && isStorageFullBody(error.status, error.body)

export const api = {
  get: <T>(path: string, options?: Omit<Options<T>, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<Options<T>, 'body'>) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<Options<T>, 'body'>) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<Options<T>, 'body'>) => request<T>('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options?: Omit<Options<T>, 'body'>) => request<T>('DELETE', path, options),
}
