import { http } from '../lib/http'
import { whereIgnoreCase } from '../lib/ignore-case'
import { db } from '../db'
import { hashPassword, newToken, publicUser, requireAuth } from '../lib/auth'
import { created, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import {
  accountUpdate, DEFAULT_NOTIFICATION_SETTINGS, loginRequest, notificationSettings, passwordChange, registerRequest,
  type LoginAccount, type LoginResponse, type NotificationSettings,
} from '@/api/contracts/auth'
import { HttpResponse } from 'msw'

async function startSession(account: LoginAccount) {
  const accessToken = newToken()
  await db.sessions.put({ token: accessToken, userId: account.id, createdAt: new Date().toISOString() })
  const body: LoginResponse = { userAbilityRules: account.abilityRules, accessToken, userData: publicUser(account) }
  return created(body)
}

const invalidLogin = () => HttpResponse.json({ message: 'Invalid email or password', errors: { email: ['Invalid email or password'] } }, { status: 400 })

export const authHandlers = [
  // SPEC section 7: 201 {userAbilityRules, accessToken, userData}; 400 {errors:{email:[...]}}.
  http.post('*/api/auth/login', async ({ request }) => {
    let raw: unknown
    try {
      raw = await request.json()
    } catch {
      return invalidLogin()
    }
    const parsed = loginRequest.safeParse(raw)
    if (!parsed.success) return invalidLogin()
    const account = await whereIgnoreCase(db.accounts, 'email', parsed.data.email.trim()).first()
    if (!account || account.password !== (await hashPassword(parsed.data.password))) return invalidLogin()
    return startSession(account)
  }),

  // Register creates a client account (read AclDemo) and signs it in.
  http.post('*/api/auth/register', async ({ request }) => {
    const body = await readBody(request, registerRequest)
    const { username, email, password } = body
    const hashed = await hashPassword(password)
    const result = await db.transaction('rw', db.accounts, db.sessions, async () => {
      const errors: Record<string, string[]> = {}
      if (await whereIgnoreCase(db.accounts, 'email', email).count()) errors.email = ['validation.emailTaken']
      if (await whereIgnoreCase(db.accounts, 'username', username).count()) errors.username = ['validation.usernameTaken']
      if (Object.keys(errors).length) return { errors }
      const last = await db.accounts.orderBy('id').last()
      const account: LoginAccount = {
        id: (last?.id ?? 0) + 1,
        fullName: username,
        username,
        email: email.toLowerCase(),
        password: hashed,
        avatar: null,
        role: 'client',
        abilityRules: [{ action: 'read', subject: 'AclDemo' }],
      }
      await db.accounts.add(account)
      return { account }
    })
    if ('errors' in result) return HttpResponse.json({ message: 'Validation failed', errors: result.errors }, { status: 400 })
    return startSession(result.account)
  }),

  http.post('*/api/auth/logout', async ({ request }) => {
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '')
    if (token) await db.sessions.delete(token)
    return noContent()
  }),

  http.get('*/api/auth/me', async ({ request }) => {
    const account = await requireAuth(request)
    return json({ userData: publicUser(account), userAbilityRules: account.abilityRules })
  }),


  // Account settings: edit one's own profile (unique email and username).
  http.put('*/api/auth/me', async ({ request }) => {
    const account = await requireAuth(request)
    const body = await readBody(request, accountUpdate)
    const { fullName, username, email } = body
    const id = account.id
    const result = await db.transaction('rw', db.accounts, async () => {
      const errors: Record<string, string[]> = {}
      if ((await whereIgnoreCase(db.accounts, 'email', email).toArray()).some((a) => a.id !== id)) errors.email = ['validation.emailTaken']
      if ((await whereIgnoreCase(db.accounts, 'username', username).toArray()).some((a) => a.id !== id)) errors.username = ['validation.usernameTaken']
      if (Object.keys(errors).length) return { errors }
      await db.accounts.update(id, { fullName, username, email: email.toLowerCase() })
      return { account: (await db.accounts.get(id))! }
    })
    if ('errors' in result) return HttpResponse.json({ message: 'Validation failed', errors: result.errors }, { status: 400 })
    return json({ userData: publicUser(result.account) })
  }),

  // Change password: the current one must match.
  http.post('*/api/auth/password', async ({ request }) => {
    const account = await requireAuth(request)
    const body = await readBody(request, passwordChange)
    if ((await hashPassword(body.currentPassword)) !== account.password) {
      return HttpResponse.json({ message: 'Validation failed', errors: { currentPassword: ['validation.currentPassword'] } }, { status: 400 })
    }
    await db.accounts.update(account.id, { password: await hashPassword(body.newPassword) })
    return noContent()
  }),

  http.get('*/api/auth/notification-settings', async ({ request }) => {
    const account = await requireAuth(request)
    const row = await db.meta.get(`notification-settings:${account.id}`)
    return json((row?.value as NotificationSettings | undefined) ?? DEFAULT_NOTIFICATION_SETTINGS)
  }),

  http.put('*/api/auth/notification-settings', async ({ request }) => {
    const account = await requireAuth(request)
    const body = await readBody(request, notificationSettings)
    await db.meta.put({ key: `notification-settings:${account.id}`, value: body })
    return json(body)
  }),
]
