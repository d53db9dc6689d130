import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushDrafts, forgetSavedDraft, hasSavedDraft, registerDraft } from './form-drafts'

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('flushDrafts', () => {
  it('PUTs each changed form, skips unchanged ones, notes the saved keys for after the reload', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response('{}', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const off1 = registerDraft('register', () => ({ username: 'nina' }))
    const off2 = registerDraft('untouched', () => null)
    expect(await flushDrafts()).toBe(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/drafts/register')
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: '{"values":{"username":"nina"}}' })
    expect(hasSavedDraft('register')).toBe(true)
    expect(hasSavedDraft('untouched')).toBe(false)
    forgetSavedDraft('register')
    expect(hasSavedDraft('register')).toBe(false)
    off1()
    off2()
    expect(await flushDrafts()).toBe(0)
  })

  it('keeps going when one save fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockImplementation(async (url) => new Response('{"message":"x"}', { status: String(url).includes('bad') ? 500 : 200 })),
    )
    const offs = [registerDraft('bad', () => ({ a: 1 })), registerDraft('good', () => ({ b: 2 }))]
    expect(await flushDrafts()).toBe(1)
    expect(hasSavedDraft('good')).toBe(true)
    expect(hasSavedDraft('bad')).toBe(false)
    offs.forEach((off) => off())
  })
})
