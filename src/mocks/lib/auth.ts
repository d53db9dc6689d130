import { createMongoAbility } from '@casl/ability'
import { db } from '../db'
import { fail } from './respond'
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

export type AuthResult = { ok: true; account: LoginAccount } | { ok: false; response: Response }

/**
 * The bearer check of DECISIONS section 6: 401 `Unauthorized` without a valid token,
 * 403 `Forbidden` when the token's user lacks the rule.
 */
export async function requireAuth(request: Request, rule?: { action: string; subject: string }): Promise<AuthResult> {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  const stored = token ? await db.sessions.get(token) : undefined
  const account = stored ? await db.accounts.get(stored.userId) : undefined
  if (!account) return { ok: false, response: fail(401, 'Unauthorized') }
  if (rule) {
    const ability = createMongoAbility(account.abilityRules as never)
    if (!ability.can(rule.action, rule.subject)) return { ok: false, response: fail(403, 'Forbidden') }
  }
  return { ok: true, account }
}

export function publicUser(account: LoginAccount) {
  const { password: _password, abilityRules: _rules, ...user } = account
  return user
}
