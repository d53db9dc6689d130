import { http } from 'msw'
import { db } from '../db'
import { hashPassword, newToken, publicUser, requireAuth } from '../lib/auth'
import { created, json, noContent, readBody } from '../lib/respond'
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
    const account = await db.accounts.where('email').equalsIgnoreCase(parsed.data.email.trim()).first()
    if (!account || account.password !== (await hashPassword(parsed.data.password))) return invalidLogin()
    return startSession(account)
  }),

  // Register creates a client account (read AclDemo) and signs it in.
  http.post('*/api/auth/register', async ({ request }) => {
    const body = await readBody(request, registerRequest)
    if (!body.ok) return body.response
    const { username, email, password } = body.data
    const hashed = await hashPassword(password)
    const result = await db.transaction('rw', db.accounts, db.sessions, async () => {
      const errors: Record<string, string[]> = {}
      if (await db.accounts.where('email').equalsIgnoreCase(email).count()) errors.email = ['validation.emailTaken']
      if (await db.accounts.where('username').equalsIgnoreCase(username).count()) errors.username = ['validation.usernameTaken']
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
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    return json({ userData: publicUser(auth.account), userAbilityRules: auth.account.abilityRules })
  }),


  // Account settings: edit one's own profile (unique email and username).
  http.put('*/api/auth/me', async ({ request }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    const body = await readBody(request, accountUpdate)
    if (!body.ok) return body.response
    const { fullName, username, email } = body.data
    const id = auth.account.id
    const result = await db.transaction('rw', db.accounts, async () => {
      const errors: Record<string, string[]> = {}
      if ((await db.accounts.where('email').equalsIgnoreCase(email).toArray()).some((a) => a.id !== id)) errors.email = ['validation.emailTaken']
      if ((await db.accounts.where('username').equalsIgnoreCase(username).toArray()).some((a) => a.id !== id)) errors.username = ['validation.usernameTaken']
      if (Object.keys(errors).length) return { errors }
      await db.accounts.update(id, { fullName, username, email: email.toLowerCase() })
      return { account: (await db.accounts.get(id))! }
    })
    if ('errors' in result) return HttpResponse.json({ message: 'Validation failed', errors: result.errors }, { status: 400 })
    return json({ userData: publicUser(result.account) })
  }),

  // Change password: the current one must match.
  http.post('*/api/auth/password', async ({ request }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    const body = await readBody(request, passwordChange)
    if (!body.ok) return body.response
    if ((await hashPassword(body.data.currentPassword)) !== auth.account.password) {
      return HttpResponse.json({ message: 'Validation failed', errors: { currentPassword: ['validation.currentPassword'] } }, { status: 400 })
    }
    await db.accounts.update(auth.account.id, { password: await hashPassword(body.data.newPassword) })
    return noContent()
  }),

  http.get('*/api/auth/notification-settings', async ({ request }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    const row = await db.meta.get(`notification-settings:${auth.account.id}`)
    return json((row?.value as NotificationSettings | undefined) ?? DEFAULT_NOTIFICATION_SETTINGS)
  }),

  http.put('*/api/auth/notification-settings', async ({ request }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    const body = await readBody(request, notificationSettings)
    if (!body.ok) return body.response
    await db.meta.put({ key: `notification-settings:${auth.account.id}`, value: body.data })
    return json(body.data)
  }),
]
