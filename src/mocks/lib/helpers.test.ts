import 'fake-indexeddb/auto'
import Dexie, { type Table } from 'dexie'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readBody } from './body'
import { guarded } from './http'
import { nextId, parseId, pathId, recordOr404 } from './ids'
import { whereIgnoreCase } from './ignore-case'
import { nestedDeeperThan } from './json-depth'

/** The Response a helper threw (they stop the handler by throwing it). */
async function thrown(run: () => unknown): Promise<{ status: number; body: unknown }> {
  try {
    await run()
  } catch (e) {
    if (!(e instanceof Response)) throw e
    const text = await e.text()
    return { status: e.status, body: text ? JSON.parse(text) : null }
  }
  throw new Error('nothing was thrown')
}

describe('parseId / pathId', () => {
  it('takes only the canonical decimal form of a positive safe integer', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('9007199254740991')).toBe(9007199254740991)
    for (const raw of ['0x1', '1e0', ' 1', '1 ', '+1', '1.0', '01', '0', '-1', '', '9007199254740992', '١', undefined, 1])
      expect(parseId(raw)).toBeUndefined()
  })

  it('pathId throws 404 { message }, or the answer the route gives', async () => {
    expect(await thrown(() => pathId('01', 'Role not found'))).toEqual({ status: 404, body: { message: 'Role not found' } })
    expect(await thrown(() => pathId('x', () => new Response(null, { status: 404 })))).toEqual({ status: 404, body: null })
  })
})

describe('readBody', () => {
  const schema = z.object({ name: z.string().min(1, 'validation.required') })
  const request = (body: string) => new Request('http://localhost/', { method: 'POST', body })

  it('answers the validated body, or throws 400 { message, errors }', async () => {
    expect(await readBody(request('{"name":"a"}'), schema)).toEqual({ name: 'a' })
    expect(await thrown(() => readBody(request('{"name":""}'), schema))).toEqual({
      status: 400,
      body: { message: 'Validation failed', errors: { name: ['validation.required'] } },
    })
    expect(await thrown(() => readBody(request('{'), schema))).toMatchObject({ status: 400, body: { message: 'Malformed JSON body' } })
  })

  it('refuses a body nested deeper than the limit before validating it', async () => {
    const deep = '{"a":'.repeat(100) + '1' + '}'.repeat(100)
    expect(await thrown(() => readBody(request(deep), z.unknown()))).toMatchObject({ status: 400 })
    expect(nestedDeeperThan(JSON.parse('{"a":'.repeat(64) + '1' + '}'.repeat(64)))).toBe(false)
    expect(nestedDeeperThan(JSON.parse('['.repeat(65) + ']'.repeat(65)))).toBe(true)
  })
})

describe('guarded resolvers (lib/http)', () => {
  it('answer a thrown Response as is, and any other exception with a bare 500', async () => {
    const refused = await guarded(async () => {
      throw new Response('no', { status: 409 })
    })()
    expect((refused as Response).status).toBe(409)
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const crashed = (await guarded(async () => {
        throw new RangeError('stack detail')
      })()) as Response
      expect(crashed.status).toBe(500)
      expect(await crashed.json()).toEqual({ message: 'Internal server error' })
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
    }
  })
})

describe('whereIgnoreCase, recordOr404, nextId', () => {
  interface Row {
    id: number
    name: string
  }
  class TestDB extends Dexie {
    rows!: Table<Row, number>
    constructor() {
      super(`helpers-${Math.random()}`)
      this.version(1).stores({ rows: 'id, name' })
    }
  }

  it('find names in any case, whatever the text (no Dexie DataError)', async () => {
    const db = new TestDB()
    await db.rows.bulkAdd([
      { id: 1, name: 'İstanbul' },
      { id: 2, name: 'Straße' },
      { id: 5, name: 'Admin' },
    ])
    expect((await whereIgnoreCase(db.rows, 'name', 'ADMIN').toArray()).map((r) => r.id)).toEqual([5])
    expect((await whereIgnoreCase(db.rows, 'name', 'İSTANBUL').toArray()).map((r) => r.id)).toEqual([1])
    expect((await whereIgnoreCase(db.rows, 'name', 'straße').toArray()).map((r) => r.id)).toEqual([2])
    expect(await whereIgnoreCase(db.rows, 'name', 'ﬁ').count()).toBe(0)
    expect(await db.transaction('r', db.rows, () => nextId(db.rows))).toBe(6)
    expect(await recordOr404(db.rows, 2)).toEqual({ id: 2, name: 'Straße' })
    expect(await thrown(() => recordOr404(db.rows, 3, 'Row not found'))).toEqual({ status: 404, body: { message: 'Row not found' } })
    db.close()
  })
})

describe('every handler is behind the safety net', () => {
  it('no handler module takes `http` from msw directly (lib/http wraps it)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const dir = new URL('../handlers/', import.meta.url)
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    expect(files.length).toBeGreaterThan(20)
    const direct = files.filter((f) => /import\s*\{[^}]*\bhttp\b[^}]*\}\s*from\s*'msw'/.test(readFileSync(new URL(f, dir), 'utf8')))
    expect(direct).toEqual([])
  })
})
