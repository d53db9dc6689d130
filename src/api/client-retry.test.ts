import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from './client'
import { MOCK_UNAVAILABLE_HEADER, setApiReady, suspendApi } from './ready'

/** The service worker's "not bound to this page" answer during a version switch. */
const unavailable = () =>
  new Response('{"message":"switching"}', { status: 503, headers: { [MOCK_UNAVAILABLE_HEADER]: '1', 'Content-Type': 'application/json' } })
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('api client during a service worker switch', () => {
  it('waits and sends the request again while the worker answers the marked 503, then gives the real answer', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(ok({ value: 42 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ value: 42 })
    expect(fetchMock).toHaveBeenCalledTimes(3)
    for (const call of fetchMock.mock.calls) expect(call[1]).toMatchObject({ method: 'POST', body: '{"a":1}' })
  })

  it('does not retry an ordinary 503 (without the marker)', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"message":"down"}', { status: 503 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(api.get('/things')).rejects.toMatchObject({ status: 503, message: 'down' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('holds every request once the page is about to reload for an update (never sent)', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(ok({}))
    vi.stubGlobal('fetch', fetchMock)
    setApiReady(Promise.resolve())
    suspendApi()
    let settled = false
    void api.get('/things').finally(() => (settled = true))
    await new Promise((r) => setTimeout(r, 50))
    expect(settled).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
