import { createMongoAbility, type MongoAbility } from '@casl/ability'
import { db } from '../db'
import { fail, halt } from './respond'
import { untilWrite } from './until-write'
import type { LoginAccount } from '@/api/contracts/auth'

const SALT = 'vermilion:'

/** Salted SHA-256, hex. Demo passwords are stored only in this form. */
export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(SALT + password)
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

interface Rule {
  action: string
  subject: string
}

interface Signed {
  account: LoginAccount
  ability: MongoAbility
}

/**
 * Signed-in accounts by token, as last read (until-write.ts: until any database write in any
 * tab): every request checks its token, and reading the session and its account is two
 * IndexedDB transactions (~2 ms of a tablet's list request).
 */
const signedInBy = untilWrite(async (token: string): Promise<Readonly<Signed> | undefined> => {
  const found = await db.transaction('r', db.sessions, db.accounts, async () => {
    const stored = await db.sessions.get(token)
    return stored ? db.accounts.get(stored.userId) : undefined
  })
  return found && Object.freeze({ account: Object.freeze(found), ability: createMongoAbility(found.abilityRules as never) })
})

/**
 * The bearer check of DECISIONS section 6: the signed-in account; stops the handler with 401
 * `Unauthorized` without a valid token, 403 `Forbidden` when the token's user lacks the rule.
 */
export async function requireAuth(request: Request, rule?: Rule): Promise<LoginAccount> {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  const signed = token ? await signedInBy(token) : undefined
  if (!signed) halt(fail(401, 'Unauthorized'))
  if (rule && !signed.ability.can(rule.action, rule.subject)) halt(fail(403, 'Forbidden'))
  return signed.account
}

export function publicUser(account: LoginAccount) {
  const { password: _password, abilityRules: _rules, ...user } = account
  return user
}
