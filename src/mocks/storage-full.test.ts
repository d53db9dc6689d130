import 'fake-indexeddb/auto'
import i18next from 'i18next'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, isStorageFull } from '@/api/client'
import { BASE, call } from '@/testing/mock-api'
import fr from '@/i18n/locales/fr/common.json'
import en from '@/i18n/locales/en/common.json'
import ar from '@/i18n/locales/ar/common.json'
import { db } from './db'
import { gatedHandlers } from './seed-gate'
import { resetDemoData } from './seed'

// Issue #14 item 6: when IndexedDB throws QuotaExceededError, every write answers 507
// { message, code: 'storageFull' } (one mapping for all handlers), and the API client turns it
// into the one translated message that says what to do (not "an error occurred").
const server = setupServer(...gatedHandlers(Promise.resolve()))
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  await i18next.init({ lng: 'en', resources: { fr: { common: fr }, en: { common: en }, ar: { common: ar } }, defaultNS: 'common' })
})
afterAll(() => server.close())
beforeEach(() => resetDemoData())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
const user = {
  fullName: 'Anouk Lemaire',
  username: 'anouk.lemaire',
  email: 'anouk@atelier-nova.example',
  company: 'Atelier Nova',
  role: 'editor',
  country: 'fr',
  contact: '+33 6 11 22 33 44',
  currentPlan: 'team',
}

describe('storage full', () => {
  it('signing in answers 507 { message, code: storageFull } (no exception name or stack)', async () => {
    vi.spyOn(db.sessions, 'put').mockRejectedValue(quota())
    const res = await call('/auth/login', { method: 'POST', body: { email: 'admin@demo.com', password: 'admin' } })
    expect(res.status).toBe(507)
    expect(res.body).toEqual({ message: 'Storage is full', code: 'storageFull' })
  })

  it('other writes answer the same (Dexie wrapping the error included), and nothing is stored', async () => {
    const wrapped = Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: quota() })
    vi.spyOn(db.users, 'add').mockRejectedValue(wrapped)
    const res = await call('/apps/users', { method: 'POST', body: user })
    expect(res.status).toBe(507)
    expect(res.body).toMatchObject({ code: 'storageFull' })
    vi.restoreAllMocks()
    expect(await db.users.where('username').equals('anouk.lemaire').count()).toBe(0)
  })

  it('a first seed that ran out of space makes every request answer storage full', async () => {
    const failed = Promise.reject(quota())
    failed.catch(() => undefined)
    server.use(...gatedHandlers(failed).slice(0, 1))
    const res = await call('/apps/users')
    expect(res.status).toBe(507)
  })

  it.each(['fr', 'en', 'ar'] as const)('the API client says, in %s, that storage is full and what to do', async (lng) => {
    await i18next.changeLanguage(lng)
    vi.spyOn(db.sessions, 'put').mockRejectedValue(quota())
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, BASE), init))
    const error = await api.post('/auth/login', { email: 'admin@demo.com', password: 'admin' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(isStorageFull(error)).toBe(true)
    const text = { fr, en, ar }[lng].errors.storageFull
    expect((error as ApiError).message).toBe(text)
    expect(text).toMatch(lng === 'fr' ? /plein.*Libérez.*sauvegardez/s : lng === 'en' ? /full.*Free some space.*back up/s : /ممتلئة.*حرّر/s)
  })

  it('an ordinary failure is not reported as storage full', () => {
    expect(isStorageFull(new ApiError(500, 'boom', { message: 'boom' }))).toBe(false)
    expect(isStorageFull(new ApiError(507, 'x', {}))).toBe(false)
  })
})
