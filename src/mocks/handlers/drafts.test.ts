import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { Draft } from '@/api/contracts/pwa'

setupMockApi()

describe('/api/drafts/{key}', () => {
  it('saves, reads back (also from a new connection) and deletes a draft, without sign-in', async () => {
    expect((await call('/drafts/register')).status).toBe(404)
    const put = await call<Draft>('/drafts/register', { method: 'PUT', body: { values: { username: 'nina', email: 'nina@demo' } } })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ key: 'register', values: { username: 'nina', email: 'nina@demo' } })
    expect(Date.parse(put.body.savedAt)).not.toBeNaN()
    expect(await reopenDb().drafts.get('register')).toMatchObject({ values: { username: 'nina' } })
    const get = await call<Draft>('/drafts/register')
    expect(get.status).toBe(200)
    expect(get.body.values).toEqual({ username: 'nina', email: 'nina@demo' })
    const overwrite = await call<Draft>('/drafts/register', { method: 'PUT', body: { values: { username: 'nina2' } } })
    expect(overwrite.body.values).toEqual({ username: 'nina2' })
    expect((await call('/drafts/register', { method: 'DELETE' })).status).toBe(204)
    expect((await call('/drafts/register')).status).toBe(404)
    expect(await reopenDb().drafts.count()).toBe(0)
  })

  it('refuses bad keys and bodies, writing nothing', async () => {
    expect((await call('/drafts/bad%20key', { method: 'PUT', body: { values: {} } })).status).toBe(400)
    expect((await call('/drafts/ok', { method: 'PUT', body: { values: 'nope' } })).status).toBe(400)
    expect((await call('/drafts/ok', { method: 'PUT', body: 'not json' })).status).toBe(400)
    expect((await call('/drafts/ok', { method: 'PUT', body: { values: { big: 'x'.repeat(300 * 1024) } } })).status).toBe(413)
    expect(await reopenDb().drafts.count()).toBe(0)
  })
})
