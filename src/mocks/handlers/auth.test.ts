import { describe, expect, it } from 'vitest'
import { call, tokenFor, useMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'

useMockApi()

describe('POST /api/auth/login', () => {
  it('answers 201 with rules, token and the user without password', async () => {
    const res = await call<{ userAbilityRules: unknown[]; accessToken: string; userData: Record<string, unknown> }>('/auth/login', {
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'admin' },
    })
    expect(res.status).toBe(201)
    expect(res.body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }])
    expect(res.body.accessToken).toMatch(/^[0-9a-f]{48}$/)
    expect(res.body.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin' })
    expect(res.body.userData).not.toHaveProperty('password')
  })

  it.each([
    ['client', [{ action: 'read', subject: 'AclDemo' }]],
    ['tinder', [{ action: 'access', subject: 'tinder' }, { action: 'access', subject: 'models' }, { action: 'access', subject: 'global' }]],
    ['fruitz', [{ action: 'access', subject: 'fruitz' }, { action: 'access', subject: 'models' }, { action: 'access', subject: 'global' }]],
    ['otp', [{ action: 'access', subject: 'OTP' }, { action: 'access', subject: 'global' }]],
  ])('gives the %s account its rules in order', async (who, rules) => {
    const res = await call<{ userAbilityRules: unknown[] }>('/auth/login', { method: 'POST', body: { email: `${who}@demo.com`, password: who } })
    expect(res.status).toBe(201)
    expect(res.body.userAbilityRules).toEqual(rules)
  })

  it('answers 400 with the email error on a wrong password, an unknown email or a malformed body', async () => {
    for (const body of [{ email: 'admin@demo.com', password: 'nope' }, { email: 'ghost@demo.com', password: 'admin' }, {}, 'not json']) {
      const res = await call('/auth/login', { method: 'POST', body })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ errors: { email: ['Invalid email or password'] } })
    }
  })

  it('stores only hashed passwords', async () => {
    const account = await reopenDb().accounts.where('email').equals('admin@demo.com').first()
    expect(account?.password).toMatch(/^[0-9a-f]{64}$/)
    expect(account?.password).not.toBe('admin')
  })
})

describe('POST /api/auth/register', () => {
  it('creates a client account, signs it in, and the account survives a new connection', async () => {
    const res = await call<{ userData: { id: number; role: string }; userAbilityRules: unknown[] }>('/auth/register', {
      method: 'POST',
      body: { username: 'nina', email: 'nina@demo.com', password: 'secret1' },
    })
    expect(res.status).toBe(201)
    expect(res.body.userData.role).toBe('client')
    expect(res.body.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }])
    expect(await reopenDb().accounts.where('email').equals('nina@demo.com').count()).toBe(1)
    const login = await call('/auth/login', { method: 'POST', body: { email: 'nina@demo.com', password: 'secret1' } })
    expect(login.status).toBe(201)
  })

  it('refuses a taken email and bad fields with field errors, writing nothing', async () => {
    const taken = await call<{ errors: Record<string, string[]> }>('/auth/register', { method: 'POST', body: { username: 'x-admin', email: 'admin@demo.com', password: 'secret1' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors.email).toEqual(['validation.emailTaken'])
    const bad = await call<{ errors: Record<string, string[]> }>('/auth/register', { method: 'POST', body: { username: 'a', email: 'nope', password: '1' } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'password', 'username'])
    expect(await reopenDb().accounts.count()).toBe(5)
  })
})

describe('bearer check', () => {
  it('answers 401 without a valid token and the user with one', async () => {
    expect((await call('/auth/me')).status).toBe(401)
    expect((await call('/auth/me', { token: 'forged' })).status).toBe(401)
    const token = await tokenFor('otp')
    const me = await call<{ userData: { email: string } }>('/auth/me', { token })
    expect(me.status).toBe(200)
    expect(me.body.userData.email).toBe('otp@demo.com')
  })

  it('logout invalidates the token', async () => {
    const token = await tokenFor('admin')
    expect((await call('/auth/logout', { method: 'POST', token })).status).toBe(204)
    expect((await call('/auth/me', { token })).status).toBe(401)
  })
})
