import { describe, expect, it } from 'vitest'
import {
  fromWireError,
  fromWireRequest,
  fromWireResponse,
  PAGE_COOKIE_HEADER,
  pageCookies,
  toWireError,
  toWireRequest,
  toWireResponse,
  transferables,
} from './worker-protocol'

describe('the mock worker messages (HTTP as data)', () => {
  it('a request crosses with its method, URL, headers and body', async () => {
    const wire = await toWireRequest(
      new Request('http://localhost/api/apps/users?q=ana', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t1' },
        body: JSON.stringify({ name: 'Ana' }),
      }),
    )
    const request = fromWireRequest(structuredClone(wire))
    expect(request.method).toBe('POST')
    expect(request.url).toBe('http://localhost/api/apps/users?q=ana')
    expect(request.headers.get('authorization')).toBe('Bearer t1')
    expect(await request.json()).toEqual({ name: 'Ana' })
    expect(transferables(wire.body)).toEqual([wire.body])
  })

  it('a GET has no body to send; the page cookies go in their own header', async () => {
    const wire = await toWireRequest(new Request('http://localhost/api/models/1/photos/p1'), 'accessToken=abc%3D; vermilion-theme=dark')
    expect(wire.body).toBeNull()
    expect(transferables(wire.body)).toEqual([])
    const request = fromWireRequest(wire)
    expect(request.headers.get(PAGE_COOKIE_HEADER)).toBe('accessToken=abc%3D; vermilion-theme=dark')
    expect(pageCookies(request)).toEqual({ accessToken: 'abc=', 'vermilion-theme': 'dark' })
    expect(pageCookies(new Request('http://localhost/'))).toEqual({})
  })

  it('a response crosses with its status, headers and body; a 204 has none', async () => {
    const json = fromWireResponse(
      structuredClone(await toWireResponse(Response.json({ message: 'Not found' }, { status: 404, headers: { 'X-Total': '3' } }))),
    )
    expect(json.status).toBe(404)
    expect(json.headers.get('x-total')).toBe('3')
    expect(await json.json()).toEqual({ message: 'Not found' })
    const empty = fromWireResponse(await toWireResponse(new Response(null, { status: 204 })))
    expect(empty.status).toBe(204)
    expect(await empty.text()).toBe('')
  })

  it('an error keeps its name across (a full disk stays a QuotaExceededError)', () => {
    const quota = fromWireError(toWireError(new DOMException('full', 'QuotaExceededError')))
    expect(quota.name).toBe('QuotaExceededError')
    expect(quota.message).toBe('full')
    const plain = fromWireError(toWireError(new Error('broken')))
    expect(plain).toBeInstanceOf(Error)
    expect(plain.message).toBe('broken')
    expect(toWireError('odd')).toEqual({ name: 'Error', message: 'odd' })
  })
})
