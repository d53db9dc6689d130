import 'fake-indexeddb/auto'
import { http, HttpHandler, HttpResponse, passthrough } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '@/api/client'
import { setApiTransport } from '@/api/client-transport'
import { setApiReady } from '@/api/ready'
import { db } from './db'
import { handlersByArea } from './handler-areas'
import { areas } from './handlers'
import { inPageTransport } from './in-page-transport'
import { resetDemoData } from './seed'
import { gatedHandlers, holdUntil } from './seed-gate'

const BASE = 'http://localhost/'

/**
 * No msw/node server here: a request that reached `fetch` would be the network's. The handlers
 * are wired as in browser.ts: the seed gate, then the request's area (handlers/index.ts).
 */
function setup(extra: Parameters<typeof http.all>[] = []) {
  const network = vi.fn(async () => new Response('from the network', { status: 200 }))
  const onWrite = vi.fn<(request: Request) => void>()
  const first = [...extra.map((args) => http.all(...args)), holdUntil(Promise.resolve())]
  const transport = inPageTransport({ handlers: handlersByArea(areas, first), onWrite, network, base: () => BASE })
  return { transport, network, onWrite }
}

async function signIn(transport: ReturnType<typeof inPageTransport>): Promise<string> {
  const res = await transport('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { accessToken: string }).accessToken
}

beforeEach(async () => {
  await db.sessions.clear()
  await resetDemoData()
})
afterEach(() => {
  setApiTransport(undefined)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the in-page transport (the API client without the service worker)', () => {
  it('answers from the same handlers, with the HTTP status and JSON body, and never touches the network', async () => {
    const { transport, network } = setup()
    const token = await signIn(transport)
    const res = await transport('/api/apps/users?page=1&itemsPerPage=5', { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    const body = (await res.json()) as { users: unknown[]; totalUsers: number }
    expect(body.users).toHaveLength(5)
    expect(body.totalUsers).toBe(50)
    expect(network).not.toHaveBeenCalled()
  })

  it('hands msw a request without credentials, so that it never reads document.cookie', async () => {
    // In a page, msw reads the document's cookies for each handler it parses when a same-origin
    // request carries credentials; the client authenticates with its bearer token instead.
    const seen: RequestCredentials[] = []
    const { transport } = setup([[/\/api\//, ({ request }) => void seen.push(request.credentials)]])
    const token = await signIn(transport)
    const res = await transport('/api/apps/users?page=1', { headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin' })
    expect(res.status).toBe(200)
    expect(seen).toEqual(['omit', 'omit'])
  })

  it('keeps error statuses: 401 without a token, 404 for an unknown record', async () => {
    const { transport } = setup()
    expect((await transport('/api/auth/me', {})).status).toBe(401)
    const token = await signIn(transport)
    const missing = await transport('/api/apps/users/999999', { headers: { Authorization: `Bearer ${token}` } })
    expect(missing.status).toBe(404)
  })

  it('waits behind the seed gate', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const network = vi.fn<(url: string, init: RequestInit) => Promise<Response>>()
    const transport = inPageTransport({ handlers: handlersByArea(areas, [holdUntil(gate)]), network, base: () => BASE })
    let answered = false
    const pending = transport('/api/auth/me', {}).then((res) => ((answered = true), res))
    await new Promise((r) => setTimeout(r, 30))
    expect(answered).toBe(false)
    open()
    expect((await pending).status).toBe(401)
  })

  it('passes an unmocked request through to the network with MSW’s warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { transport, network } = setup()
    const init = { method: 'GET' }
    const res = await transport('/api/no-such-endpoint?x=1', init)
    expect(await res.text()).toBe('from the network')
    expect(network).toHaveBeenCalledExactlyOnceWith('/api/no-such-endpoint?x=1', init)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /without a matching request handler[\s\S]*GET http:\/\/localhost\/api\/no-such-endpoint\?x=1/,
    )
  })

  it('lets a handler’s passthrough() reach the network without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { transport, network } = setup([['*/api/pass-me', () => passthrough()]])
    await transport('/api/pass-me', {})
    expect(network).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
  })

  it('tells the other tabs after a mocked write, not after a read or a passthrough', async () => {
    const { transport, onWrite } = setup([['*/api/pass-me', () => passthrough()]])
    const token = await signIn(transport)
    expect(onWrite).toHaveBeenCalledTimes(1)
    expect(onWrite.mock.calls[0]![0]).toMatchObject({ method: 'POST', url: 'http://localhost/api/auth/login' })
    await transport('/api/apps/users', { headers: { Authorization: `Bearer ${token}` } })
    await transport('/api/pass-me', { method: 'DELETE' })
    expect(onWrite).toHaveBeenCalledTimes(1)
    const deleted = await transport('/api/apps/users/1', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })
    expect(deleted.ok).toBe(true)
    expect(onWrite).toHaveBeenCalledTimes(2)
    expect(onWrite.mock.calls[1]![0]).toMatchObject({ method: 'DELETE', url: 'http://localhost/api/apps/users/1' })
  })

  it('serves the API client: validation errors keep their status and field errors; fetch is not called', async () => {
    const fetchSpy = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchSpy)
    const { transport } = setup()
    setApiReady(Promise.resolve())
    setApiTransport(transport)
    const error = await api.post('/auth/login', { email: 'not-an-email', password: '' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect(Object.keys((error as ApiError).errors ?? {})).toEqual(expect.arrayContaining(['email']))
    await expect(api.post('/auth/login', { email: 'admin@demo.com', password: 'admin' })).resolves.toHaveProperty('accessToken')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('asks only the handlers of the route, in order, and still a handler with a custom predicate', async () => {
    const custom = vi.fn(() => false)
    const list = [
      new HttpHandler(
        'GET',
        ({ request }) => (custom(), new URL(request.url).searchParams.has('custom')),
        () => HttpResponse.json({ from: 'custom' }),
      ),
      ...gatedHandlers(Promise.resolve()),
    ]
    const transport = inPageTransport({ handlers: () => list, base: () => BASE })
    expect((await transport('/api/auth/me', {})).status).toBe(401)
    expect(await (await transport('/api/auth/me?custom=1', {})).json()).toEqual({ from: 'custom' })
    // Same route, another method: its own candidates (POST /api/auth/me has no handler).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const network = vi.fn(async () => new Response(null, { status: 204 }))
    const other = inPageTransport({ handlers: () => list, base: () => BASE, network })
    await other('/api/auth/me', { method: 'POST' })
    expect(network).toHaveBeenCalledTimes(1)
    expect(custom).toHaveBeenCalledTimes(3)
  })

  it('answers an aborted request with the abort, not a response', async () => {
    const { transport } = setup([['*/api/slow', () => new Promise((r) => setTimeout(() => r(HttpResponse.json({})), 50))]])
    const controller = new AbortController()
    const pending = transport('/api/slow', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})
