import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COOKIE_STORE_LINE, mswWithoutCookieStore } from './msw-worker-plugin'

const mswCookieStore = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib/_chunks/cookie-store.js')

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | undefined
const transform = mswWithoutCookieStore().transform as unknown as Transform
const context = {
  error: (message: string): never => {
    throw new Error(message)
  },
}

describe('msw in the mock worker (no localStorage there)', () => {
  it('the installed msw creates its cookie store on the line the plugin replaces (fails when an upgrade changed it)', () => {
    const code = readFileSync(mswCookieStore, 'utf8')
    expect(code).toContain(COOKIE_STORE_LINE)
    const out = transform.call(context, code, mswCookieStore)!
    expect(out.code).toContain('const cookieStore = null;')
    expect(out.code).not.toContain('new CookieStore()')
  })

  it('leaves other files alone and stops the build when the line is gone', () => {
    expect(transform.call(context, 'x', '/app/src/other.js')).toBeUndefined()
    expect(() => transform.call(context, 'const cookieStore = something;', mswCookieStore)).toThrow(/cookie store line changed/)
  })
})
