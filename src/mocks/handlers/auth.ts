import { http } from '../lib/http'
import { whereIgnoreCase } from '../lib/ignore-case'
import { db } from '../db'
import { hashPassword, newToken, publicUser, requireAuth } from '../lib/auth'
import { created, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import { fieldErrors, refuseIfAny, type FieldErrors } from '../lib/field-errors'
import { nextId } from '../lib/ids'
import {
  accountUpdate,
  DEFAULT_NOTIFICATION_SETTINGS,
  loginRequest,
  notificationSettings,
  passwordChange,
  registerRequest,
  type LoginAccount,
  type LoginResponse,
  type NotificationSettings,
} from '@/api/contracts/auth'
import { HttpResponse } from 'msw'

async function startSession(account: LoginAccount) {
  const accessToken = newToken()
  await db.sessions.put({ token: accessToken, userId: account.id, createdAt: new Date().toISOString() })
  const body: LoginResponse = { userAbilityRules: account.abilityRules, accessToken, userData: publicUser(account) }
  return created(body)
}

/** Stops the handler with 400 when another account has this e-mail or username (case-insensitive). */
async function refuseTakenIdentity(email: string, username: string, selfId?: number): Promise<void> {
  const errors: FieldErrors = {}
  const other = (a: LoginAccount) => a.id !== selfId
  if (await whereIgnoreCase(db.accounts, 'email', email).filter(other).count()) errors.email = ['validation.emailTaken']
  if (await whereIgnoreCase(db.accounts, 'username', username).filter(other).count()) errors.username = ['validation.usernameTaken']
  refuseIfAny(errors)
}

const invalidLogin = () =>
  HttpResponse.json({ message: 'Invalid email or password', errors: { email: ['Invalid email or password'] } }, { status: 400 })

export const authHandlers = [
  // SPEC section 7: 201 {userAbilityRules, accessToken, userData}; 400 {errors:{email:[...]}}.
  http.post('*/api/auth/login', async ({ request }) => {
    const parsed = loginRequest.safeParse(await request.json().catch(() => undefined))
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
    const saved = await db.transaction('rw', db.accounts, db.sessions, async () => {
      await refuseTakenIdentity(email, username)
      const account: LoginAccount = {
        id: await nextId(db.accounts),
        fullName: username,
        username,
        email: email.toLowerCase(),
        password: hashed,
        avatar: null,
        role: 'client',
        abilityRules: [{ action: 'read', subject: 'AclDemo' }],
      }
      await db.accounts.add(account)
      return account
    })
    return startSession(saved)
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
    const saved = await db.transaction('rw', db.accounts, async () => {
      await refuseTakenIdentity(email, username, id)
      await db.accounts.update(id, { fullName, username, email: email.toLowerCase() })
      return (await db.accounts.get(id))!
    })
    return json({ userData: publicUser(saved) })
  }),

  // Change password: the current one must match.
  http.post('*/api/auth/password', async ({ request }) => {
    const account = await requireAuth(request)
    const body = await readBody(request, passwordChange)
    if ((await hashPassword(body.currentPassword)) !== account.password) fieldErrors({ currentPassword: ['validation.currentPassword'] })
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
