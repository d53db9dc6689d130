import 'fake-indexeddb/auto'
import { http, HttpHandler, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { area, areaOf, handlersByArea, lazyAreas, loadArea, type HandlerArea } from './handler-areas'
import { allHandlers, areas } from './handlers'
import { candidates, inPageTransport } from './in-page-transport'
import { holdUntil } from './seed-gate'

const BASE = 'http://localhost'
/** A URL the handler's path matches (`*\/api/apps/users/:id` -> http://localhost/api/apps/users/x1). */
const sampleUrl = (h: HttpHandler) => String(h.info.path).replace(/^\*/, BASE).replace(/:\w+/g, 'x1')
const firstMatch = (list: readonly RequestHandler[], request: Request) => candidates(list, request)[0]

describe('the handler table (handlers/index.ts)', () => {
  it('reaches every handler through its own area, and answers with the handler the whole list would have used', async () => {
    const flat = await allHandlers()
    const owner = new Map<RequestHandler, HandlerArea>()
    for (const a of areas) for (const h of await loadArea(a)) owner.set(h, a)
    expect(flat.length).toBeGreaterThan(100)
    expect(owner.size).toBe(flat.length)
    const wrong: string[] = []
    for (const h of flat) {
      if (!(h instanceof HttpHandler)) continue
      const request = new Request(sampleUrl(h), { method: String(h.info.method) })
      const a = areaOf(areas, request.url)
      if (!a || a !== owner.get(h))
        wrong.push(`${h.info.header}: in the area of ${owner.get(h)?.paths.join(', ')}, resolved to ${a?.paths.join(', ')}`)
      else if (firstMatch(await loadArea(a), request) !== firstMatch(flat, request)) wrong.push(`${h.info.header}: another handler first`)
    }
    expect(wrong, 'a path outside its area: give the area that path in handlers/index.ts').toEqual([])
  })

  it('resolves an area by its longest path, whole segments, any origin and case', () => {
    const users = area('/apps/users', async () => [])
    const apps = area(['/apps', '/other'], async () => [])
    const table = [apps, users]
    expect(areaOf(table, 'http://localhost/api/apps/users?page=2')).toBe(users)
    expect(areaOf(table, 'https://example.test/api/APPS/Users/7')).toBe(users)
    expect(areaOf(table, 'http://localhost/api/apps/usersx')).toBe(apps)
    expect(areaOf(table, 'http://localhost/api/other/1')).toBe(apps)
    expect(areaOf(table, 'http://localhost/api/nothing')).toBeUndefined()
    expect(areaOf(table, 'http://localhost/apps/users')).toBeUndefined()
  })
})

describe('areas loaded on their first request', () => {
  const answer = (body: string) => http.get('*/api/a/:x', () => HttpResponse.text(body))

  it('imports an area once, on the first request to it, and never the others', async () => {
    const a = area(
      '/a',
      vi.fn(async () => [answer('a')]),
    )
    const b = area(
      '/b',
      vi.fn(async () => [answer('b')]),
    )
    const handlersFor = handlersByArea([a, b])
    const transport = inPageTransport({ handlers: handlersFor, base: () => BASE })
    expect(a.load).not.toHaveBeenCalled()
    const [one, two] = await Promise.all([transport('/api/a/1', {}), transport('/api/a/2', {})])
    expect([await one.text(), await two.text()]).toEqual(['a', 'a'])
    expect(a.load).toHaveBeenCalledTimes(1)
    expect(b.load).not.toHaveBeenCalled()
    // The same list each time (the transport caches candidates per list).
    const request = new Request(`${BASE}/api/a/3`)
    expect(await handlersFor(request)).toBe(await handlersFor(request))
  })

  it('imports the area while the seed runs, and answers once the seed gate opens', async () => {
    let open!: () => void
    const seeding = new Promise<void>((resolve) => (open = resolve))
    const a = area(
      '/a',
      vi.fn(async () => [answer('a')]),
    )
    const transport = inPageTransport({ handlers: handlersByArea([a], [holdUntil(seeding)]), base: () => BASE })
    let answered = false
    const pending = transport('/api/a/1', {}).then((res) => ((answered = true), res))
    await new Promise((r) => setTimeout(r, 20))
    expect(a.load).toHaveBeenCalledTimes(1)
    expect(answered).toBe(false)
    open()
    expect(await (await pending).text()).toBe('a')
  })

  it('tries a failed import again on the next request', async () => {
    const load = vi.fn<HandlerArea['load']>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    load.mockResolvedValue([answer('again')])
    const transport = inPageTransport({ handlers: handlersByArea([area('/a', load)]), base: () => BASE })
    await expect(transport('/api/a/1', {})).rejects.toThrow('dynamically imported module')
    expect(await (await transport('/api/a/1', {})).text()).toBe('again')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('the table as one msw handler (the service worker, msw/node)', () => {
  const a = area('/a', async () => [answer('a'), http.post('*/api/a/:x', () => HttpResponse.json({ made: true }, { status: 201 }))])
  const server = setupServer(lazyAreas([a]))
  const errors = vi.fn()
  beforeAll(() =>
    server.listen({
      onUnhandledFrame: ({ frame }) => {
        errors(frame.protocol === 'http' ? (frame.data as { request: Request }).request.url : frame.protocol)
        throw new Error('unhandled')
      },
    }),
  )
  afterAll(() => server.close())
  function answer(body: string) {
    return http.get('*/api/a/:x', () => HttpResponse.text(body))
  }

  it('answers from the area, with the status and body of its handler', async () => {
    const got = await fetch(`${BASE}/api/a/1`)
    expect(await got.text()).toBe('a')
    const made = await fetch(`${BASE}/api/a/1`, { method: 'POST' })
    expect(made.status).toBe(201)
    expect(await made.json()).toEqual({ made: true })
  })

  it('leaves an unmocked request to msw’s unhandled strategy (a warning in the browser), in a known area or not', async () => {
    const unanswered = (res: Response | undefined) => res === undefined || res.statusText === 'Unhandled Exception'
    expect(unanswered(await fetch(`${BASE}/api/a/1`, { method: 'DELETE' }).catch(() => undefined))).toBe(true)
    expect(unanswered(await fetch(`${BASE}/api/elsewhere`).catch(() => undefined))).toBe(true)
    expect(errors.mock.calls.map(([url]) => url)).toEqual([`${BASE}/api/a/1`, `${BASE}/api/elsewhere`])
  })
})
