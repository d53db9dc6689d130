import { describe, expect, it } from 'vitest'
import { call, tokenFor, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'

setupMockApi()

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
    [
      'tinder',
      [
        { action: 'access', subject: 'tinder' },
        { action: 'access', subject: 'models' },
        { action: 'access', subject: 'global' },
      ],
    ],
    [
      'fruitz',
      [
        { action: 'access', subject: 'fruitz' },
        { action: 'access', subject: 'models' },
        { action: 'access', subject: 'global' },
      ],
    ],
    [
      'otp',
      [
        { action: 'access', subject: 'OTP' },
        { action: 'access', subject: 'global' },
      ],
    ],
  ])('gives the %s account its rules in order', async (who, rules) => {
    const res = await call<{ userAbilityRules: unknown[] }>('/auth/login', {
      method: 'POST',
      body: { email: `${who}@demo.com`, password: who },
    })
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
    const taken = await call<{ errors: Record<string, string[]> }>('/auth/register', {
      method: 'POST',
      body: { username: 'x-admin', email: 'admin@demo.com', password: 'secret1' },
    })
    expect(taken.status).toBe(400)
    expect(taken.body.errors.email).toEqual(['validation.emailTaken'])
    const bad = await call<{ errors: Record<string, string[]> }>('/auth/register', {
      method: 'POST',
      body: { username: 'a', email: 'nope', password: '1' },
    })
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

  it('logout invalidates the token, also right after the token was accepted (the check remembers sessions)', async () => {
    const token = await tokenFor('admin')
    expect((await call('/auth/me', { token })).status).toBe(200)
    expect((await call('/auth/logout', { method: 'POST', token })).status).toBe(204)
    expect((await call('/auth/me', { token })).status).toBe(401)
  })

  it('a session or rule changed in the database by anything else (another tab) is seen at the next request', async () => {
    const token = await tokenFor('otp')
    expect((await call('/otp/orders', { token })).status).toBe(200)
    const db = reopenDb()
    await db.accounts.update(5, { abilityRules: [{ action: 'read', subject: 'AclDemo' }] })
    expect((await call('/otp/orders', { token })).status).toBe(403)
    await db.sessions.delete(token)
    expect((await call('/auth/me', { token })).status).toBe(401)
  })
})

describe('account settings', () => {
  it('PUT /auth/me updates the profile, refusing a taken email', async () => {
    const token = await tokenFor('otp')
    const ok = await call<{ userData: { fullName: string; email: string } }>('/auth/me', {
      method: 'PUT',
      token,
      body: { fullName: 'Sofia B.', username: 'sofia.b', email: 'Sofia@Demo.com' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.userData).toMatchObject({ fullName: 'Sofia B.', email: 'sofia@demo.com' })
    expect((await reopenDb().accounts.get(5))?.username).toBe('sofia.b')
    const taken = await call<{ errors: Record<string, string[]> }>('/auth/me', {
      method: 'PUT',
      token,
      body: { fullName: 'X Y', username: 'xyz.z', email: 'admin@demo.com' },
    })
    expect(taken.status).toBe(400)
    expect(taken.body.errors.email).toEqual(['validation.emailTaken'])
    expect((await reopenDb().accounts.get(5))?.fullName).toBe('Sofia B.')
  })

  it('POST /auth/password checks the current password and the new one', async () => {
    const token = await tokenFor('client')
    const wrong = await call<{ errors: Record<string, string[]> }>('/auth/password', {
      method: 'POST',
      token,
      body: { currentPassword: 'nope', newPassword: 'abcdef12', confirmPassword: 'abcdef12' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.currentPassword).toEqual(['validation.currentPassword'])
    const mismatch = await call<{ errors: Record<string, string[]> }>('/auth/password', {
      method: 'POST',
      token,
      body: { currentPassword: 'client', newPassword: 'abcdef12', confirmPassword: 'abcdef13' },
    })
    expect(mismatch.body.errors.confirmPassword).toEqual(['validation.passwordMatch'])
    const ok = await call('/auth/password', {
      method: 'POST',
      token,
      body: { currentPassword: 'client', newPassword: 'abcdef12', confirmPassword: 'abcdef12' },
    })
    expect(ok.status).toBe(204)
    expect((await call('/auth/login', { method: 'POST', body: { email: 'client@demo.com', password: 'client' } })).status).toBe(400)
    expect((await call('/auth/login', { method: 'POST', body: { email: 'client@demo.com', password: 'abcdef12' } })).status).toBe(201)
  })

  it('notification settings default, save and read back', async () => {
    const token = await tokenFor('tinder')
    const first = await call<{ when: string }>('/auth/notification-settings', { token })
    expect(first.body.when).toBe('online')
    const next = { ...(first.body as object), when: 'never' }
    expect((await call('/auth/notification-settings', { method: 'PUT', token, body: next })).status).toBe(200)
    expect((await call<{ when: string }>('/auth/notification-settings', { token })).body.when).toBe('never')
    expect((await call('/auth/notification-settings', { method: 'PUT', token, body: { when: 'sometimes' } })).status).toBe(400)
  })
})
