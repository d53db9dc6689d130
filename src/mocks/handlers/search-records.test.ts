import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi, tokenFor } from '@/testing/mock-api'
import { db } from '@/mocks/db'
import { RECORD_KINDS, SEARCH_GROUP_LIMIT, recordSearchResponse, type RecordKind, type RecordSearchResponse } from '@/api/contracts/search'
import type { StoredAccount } from '@/api/contracts/platform'
import type { OtpOrderRecord } from '@/api/contracts/otp'

setupMockApi()

const search = (q: string | undefined, token?: string) => call<RecordSearchResponse>('/search/records', { query: { q }, token })
const group = (body: RecordSearchResponse, kind: RecordKind) => body.groups.find((g) => g.kind === kind)
const kinds = (body: RecordSearchResponse) => body.groups.map((g) => g.kind)

async function addAccount(table: typeof db.tinderAccounts, name: string, phone: string, city = 'Lyon'): Promise<number> {
  const template = (await table.toCollection().first())!
  const { id: _id, ...rest } = template
  return table.add({ ...rest, name, phone, city } as StoredAccount)
}

async function addOtpOrder(userId: number, phone: string): Promise<number> {
  const template = (await db.otpOrders.toCollection().first())!
  const id = (await db.otpOrders.orderBy('id').last())!.id + 1
  await db.otpOrders.add({ ...template, id, userId, phone } as OtpOrderRecord)
  return id
}

describe('GET /api/search/records', () => {
  it('answers 401 without a bearer token, and no groups for an empty query', async () => {
    expect((await search('chloe')).status).toBe(401)
    expect((await search('chloe', 'not-a-token')).status).toBe(401)
    const empty = await search('  ', await tokenFor('admin'))
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({ groups: [] })
  })

  it('finds an account by its phone, however it is typed, and says what matched', async () => {
    const admin = await tokenFor('admin')
    const id = await addAccount(db.tinderAccounts, 'Phone Test', '+33612349876')
    for (const q of ['+33612349876', '+33 6 12 34 98 76', '33 612-349.876', '٣٣٦١٢٣٤٩٨٧٦']) {
      const res = await search(q, admin)
      expect(res.status).toBe(200)
      expect(recordSearchResponse.parse(res.body)).toBeTruthy()
      const hit = group(res.body, 'tinderAccounts')?.hits[0]
      expect(hit).toMatchObject({ id, title: 'Phone Test', field: 'phone', value: '+33612349876', match: [1, 12], rank: 'exact' })
      expect(hit?.key).toBe('+33612349876')
    }
    const part = group((await search('4987', admin)).body, 'tinderAccounts')!.hits.find((h) => h.id === id)
    expect(part).toMatchObject({ field: 'phone', match: [7, 11], rank: 'partial' })
    // Typed the national way (trunk 0) or with 00: found inside the international number, the digits highlighted.
    for (const q of ['06 12 34 98 76', '0033612349876']) {
      const hit = group((await search(q, admin)).body, 'tinderAccounts')?.hits.find((h) => h.id === id)
      expect(hit).toMatchObject({ field: 'phone', value: '+33612349876' })
      expect(hit?.match?.[1]).toBe(12)
    }
  })

  it('finds a record written a moment ago (the projection follows writes)', async () => {
    const admin = await tokenFor('admin')
    expect(group((await search('Zéphyrine', admin)).body, 'fruitzAccounts')).toBeUndefined()
    const created = await call<{ id: number }>('/fruitz/accounts', {
      method: 'POST',
      token: admin,
      body: {
        name: 'Zéphyrine K.',
        phone: '+33 6 11 22 33 44',
        modelId: null,
        strategyId: null,
        status: 'active',
        city: 'Nantes',
        country: 'FR',
        fruit: 'cherry',
      },
    })
    expect(created.status).toBe(201)
    const hit = group((await search('zephyrine', admin)).body, 'fruitzAccounts')?.hits[0]
    expect(hit).toMatchObject({ id: created.body.id, field: 'name', value: 'Zéphyrine K.', match: [0, 9], rank: 'prefix' })
    await db.fruitzAccounts.delete(created.body.id)
    expect(group((await search('zephyrine', admin)).body, 'fruitzAccounts')).toBeUndefined()
  })

  it('ignores accents and case, both ways (Élodie = elodie = ELODIE)', async () => {
    const admin = await tokenFor('admin')
    const user = (await db.users.get(1))!
    await db.users.put({ ...user, fullName: 'Élodie Brûlé', email: 'elodie.brule@example.com' })
    for (const q of ['elodie', 'ÉLODIE', 'Elodie brule', 'brûlé']) {
      const hit = group((await search(q, admin)).body, 'users')?.hits.find((h) => h.id === 1)
      expect(hit, q).toBeDefined()
    }
    const hit = group((await search('BRULE', admin)).body, 'users')!.hits.find((h) => h.id === 1)!
    expect(hit).toMatchObject({ field: 'name', value: 'Élodie Brûlé', match: [7, 12] })
    const accented = group((await search('élodie', admin)).body, 'users')!.hits.find((h) => h.id === 1)!
    expect(accented.rank).toBe('prefix')
  })

  it('works in Arabic: diacritics (tashkeel), alef forms and Arabic-Indic digits are folded', async () => {
    const admin = await tokenFor('admin')
    const model = (await db.models.get(1))!
    await db.models.put({ ...model, name: 'أَحْمَد', tags: ['إسلام'] })
    const byPlain = group((await search('احمد', admin)).body, 'models')?.hits.find((h) => h.id === 1)
    expect(byPlain).toMatchObject({ field: 'name', value: 'أَحْمَد', match: [0, 7], rank: 'exact' })
    expect(group((await search('اسلام', admin)).body, 'models')?.hits.find((h) => h.id === 1)).toMatchObject({ field: 'tags' })
  })

  it('ranks exact matches before prefixes before partial matches, at most 5 per group', async () => {
    const admin = await tokenFor('admin')
    // Added partial first, exact last: the ranking, not the insertion order, decides.
    for (const name of ['Bqwzx 1', 'Bqwzx 2', 'Qwzxy 1', 'Bqwzx 3', 'Qwzx', 'Qwzxy 2', 'Bqwzx 4', 'Bqwzx 5'])
      await addAccount(db.tinderAccounts, name, `+3361000${String(Math.random()).slice(2, 6)}`)
    const hits = group((await search('qwzx', admin)).body, 'tinderAccounts')!.hits
    expect(hits).toHaveLength(SEARCH_GROUP_LIMIT)
    expect(hits.map((h) => [h.title, h.rank])).toEqual([
      ['Qwzx', 'exact'],
      ['Qwzxy 1', 'prefix'],
      ['Qwzxy 2', 'prefix'],
      ['Bqwzx 1', 'partial'],
      ['Bqwzx 2', 'partial'],
    ])
    const wide = await search('a', admin)
    expect(wide.body.groups.length).toBeGreaterThan(3)
    for (const g of wide.body.groups) expect(g.hits.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT)
    expect(group(wide.body, 'tinderAccounts')!.hits).toHaveLength(SEARCH_GROUP_LIMIT)
  })

  it('an admin searches every group; an operator only their own area', async () => {
    const tinderPhone = (await db.tinderAccounts.get(1))!.phone
    const fruitzPhone = (await db.fruitzAccounts.get(1))!.phone
    const admin = await search(tinderPhone, await tokenFor('admin'))
    expect(kinds(admin.body)).toContain('tinderAccounts')
    const everyKind = await search('e', await tokenFor('admin'))
    expect(kinds(everyKind.body)).toEqual(RECORD_KINDS.filter((k) => kinds(everyKind.body).includes(k)))
    expect(kinds(everyKind.body)).toEqual(expect.arrayContaining(['users', 'customers', 'orders', 'invoices', 'emails', 'models']))

    const tinder = await tokenFor('tinder')
    expect(kinds((await search(tinderPhone, tinder)).body)).toEqual(['tinderAccounts'])
    expect((await search(fruitzPhone, tinder)).body.groups.filter((g) => g.kind === 'fruitzAccounts')).toEqual([])
    const tinderWide = kinds((await search('e', tinder)).body)
    expect(tinderWide.every((k) => k === 'tinderAccounts' || k === 'models')).toBe(true)

    const fruitz = await tokenFor('fruitz')
    expect(kinds((await search(tinderPhone, fruitz)).body)).not.toContain('tinderAccounts')
    expect(kinds((await search(fruitzPhone, fruitz)).body)).toEqual(['fruitzAccounts'])

    const client = await tokenFor('client')
    expect((await search('e', client)).body).toEqual({ groups: [] })
  })

  it('an OTP operator finds only their own orders; an admin finds everyone’s', async () => {
    const mine = await addOtpOrder(5, '+4915550001234')
    const theirs = await addOtpOrder(1, '+4915550005678')
    const otp = await tokenFor('otp')
    const own = group((await search('+49 1555 000', otp)).body, 'otpOrders')!.hits.map((h) => h.id)
    expect(own).toContain(mine)
    expect(own).not.toContain(theirs)
    expect(group((await search('+4915550005678', otp)).body, 'otpOrders')).toBeUndefined()
    const all = group((await search('+49 1555 000', await tokenFor('admin'))).body, 'otpOrders')!.hits.map((h) => h.id)
    expect(all).toEqual(expect.arrayContaining([mine, theirs]))
    expect(kinds((await search('+4915550001234', otp)).body)).toEqual(['otpOrders'])
  })

  it('finds invoices and orders by number, e-mails by subject, and never a deleted e-mail', async () => {
    const admin = await tokenFor('admin')
    const invoice = (await db.invoices.toCollection().first())!
    expect(group((await search(`#${invoice.id}`, admin)).body, 'invoices')?.hits[0]).toMatchObject({
      id: invoice.id,
      rank: 'exact',
      field: 'number',
    })
    const order = (await db.ecommerceOrders.get(1))!
    expect(group((await search(String(order.order), admin)).body, 'orders')?.hits[0]).toMatchObject({ id: 1, field: 'number' })
    const mail = (await db.emails.get(1))!
    const found = group((await search(mail.subject, admin)).body, 'emails')?.hits[0]
    expect(found).toMatchObject({ id: 1, field: 'subject', rank: 'exact', key: mail.subject })
    await db.emails.update(1, { isDeleted: true })
    expect(group((await search(mail.subject, admin)).body, 'emails')?.hits.find((h) => h.id === 1)).toBeUndefined()
  })

  it('typing on narrows what an earlier complete scan found, and a write starts over', async () => {
    const admin = await tokenFor('admin')
    const a = await addAccount(db.tinderAccounts, 'Xyvelle One', '+33610000001')
    const b = await addAccount(db.tinderAccounts, 'Big Xyvelle Two', '+33610000002')
    const ids = async (q: string) => (group((await search(q, admin)).body, 'tinderAccounts')?.hits ?? []).map((h) => [h.id, h.rank])
    expect(await ids('yvell')).toEqual([
      [a, 'partial'],
      [b, 'partial'],
    ])
    expect(await ids('yvelle t')).toEqual([[b, 'partial']])
    expect(await ids('yvell')).toEqual([
      [a, 'partial'],
      [b, 'partial'],
    ])
    const c = await addAccount(db.tinderAccounts, 'Mayvelle Three', '+33610000003')
    expect(await ids('yvelle t')).toEqual([
      [b, 'partial'],
      [c, 'partial'],
    ])
  })

  it('the index follows creates, updates and deletes through the API (exact, prefix, partial)', async () => {
    const admin = await tokenFor('admin')
    const hits = async (q: string) =>
      (group((await search(q, admin)).body, 'fruitzAccounts')?.hits ?? []).map((h) => [h.title, h.field, h.rank])
    const body = {
      phone: '+33 6 71 72 73 74',
      modelId: null,
      strategyId: null,
      status: 'active',
      city: 'Nantes',
      country: 'FR',
      fruit: 'cherry',
    }
    expect(await hits('vrenqua')).toEqual([])
    const created = await call<{ id: number }>('/fruitz/accounts', { method: 'POST', token: admin, body: { ...body, name: 'Vrenqua Lot' } })
    expect(created.status).toBe(201)
    expect(await hits('vrenqua lot')).toEqual([['Vrenqua Lot', 'name', 'exact']])
    expect(await hits('vren')).toEqual([['Vrenqua Lot', 'name', 'prefix']])
    expect(await hits('nqua')).toEqual([['Vrenqua Lot', 'name', 'partial']])
    expect(await hits('71727374')).toEqual([['Vrenqua Lot', 'phone', 'partial']])
    const id = created.body.id
    const put = await call(`/fruitz/accounts/${id}`, {
      method: 'PUT',
      token: admin,
      body: { ...body, name: 'Ozelwyn Dort', city: 'Qvrenqua' },
    })
    expect(put.status).toBe(200)
    // The old name is gone; the new one is found, and so is the old word in its new field.
    expect(await hits('vrenqua lot')).toEqual([])
    expect(await hits('lwyn')).toEqual([['Ozelwyn Dort', 'name', 'partial']])
    expect(await hits('ozelwyn')).toEqual([['Ozelwyn Dort', 'name', 'prefix']])
    expect(await hits('vrenqua')).toEqual([['Ozelwyn Dort', 'city', 'partial']])
    expect((await call(`/fruitz/accounts/${id}`, { method: 'DELETE', token: admin })).status).toBe(204)
    for (const q of ['ozelwyn', 'lwyn', 'vrenqua', '71727374']) expect(await hits(q), q).toEqual([])
  })

  it('the index follows a bulk fill: copies found by what they share, a record added after by a partial match', async () => {
    const admin = await tokenFor('admin')
    await addAccount(db.tinderAccounts, 'Quillavere Sand', '+33699887766')
    expect(group((await search('illaver', admin)).body, 'tinderAccounts')!.hits).toHaveLength(1)
    const filled = await call<{ total: number }>('/system/bench-fill', {
      method: 'POST',
      token: admin,
      body: { table: 'tinderAccounts', count: 3000 },
    })
    expect(filled.status).toBe(200)
    expect(filled.body.total).toBe(3000)
    // The copies of the account share its name: exact before partial, at most 5.
    const name = group((await search('quillavere sand', admin)).body, 'tinderAccounts')!.hits
    expect(name).toHaveLength(SEARCH_GROUP_LIMIT)
    expect(name.every((h) => h.rank === 'exact' && h.title === 'Quillavere Sand')).toBe(true)
    expect(group((await search('illaver', admin)).body, 'tinderAccounts')!.hits.map((h) => h.rank)).toEqual(Array(5).fill('partial'))
    const late = await addAccount(db.tinderAccounts, 'Zwintorra Bel', '+33611223399')
    expect(group((await search('intorr', admin)).body, 'tinderAccounts')!.hits).toMatchObject([{ id: late, rank: 'partial' }])
    expect(group((await search('zz9q', admin)).body, 'tinderAccounts')).toBeUndefined()
  })
})
