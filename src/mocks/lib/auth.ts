import { createMongoAbility } from '@casl/ability'
import { db } from '../db'
import { fail, halt } from './respond'
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

/**
 * The bearer check of DECISIONS section 6: the signed-in account; stops the handler with 401
 * `Unauthorized` without a valid token, 403 `Forbidden` when the token's user lacks the rule.
 */
export async function requireAuth(request: Request, rule?: Rule): Promise<LoginAccount> {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  const stored = token ? await db.sessions.get(token) : undefined
  const account = stored ? await db.accounts.get(stored.userId) : undefined
  if (!account) halt(fail(401, 'Unauthorized'))
  if (rule && !createMongoAbility(account.abilityRules as never).can(rule.action, rule.subject)) halt(fail(403, 'Forbidden'))
  return account
}

export function publicUser(account: LoginAccount) {
  const { password: _password, abilityRules: _rules, ...user } = account
  return user
}
