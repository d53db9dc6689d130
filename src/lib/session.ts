import { buildAbility, type AbilityRule, type AppAbility } from './ability'
import { jsonValue, readCookies, removeCookie, writeCookie } from './cookies'

/** The signed-in user as stored in the `userData` cookie (DECISIONS section 2). */
export interface SessionUser {
  id: number
  fullName: string
  username: string
  email: string
  avatar: string | null
  role: string
}

export interface Session {
  accessToken: string | undefined
  userData: SessionUser | undefined
  rules: AbilityRule[]
  ability: AppAbility
}

const listeners = new Set<() => void>()
const SESSION_COOKIES = ['accessToken', 'userData', 'userAbilityRules'] as const
type RawSession = Record<(typeof SESSION_COOKIES)[number], string | undefined>
/** The three cookies, in one read of the cookie jar. */
function readRaw(): RawSession {
  const cookie = readCookies()
  return Object.fromEntries(SESSION_COOKIES.map((name) => [name, cookie(name)])) as RawSession
}
const sameRaw = (a: RawSession, b: RawSession) => SESSION_COOKIES.every((name) => a[name] === b[name])

/** The cookies as last read (`refresh` compares against them) and the session made from them. */
let currentRaw = readRaw()
let current: Session = load(currentRaw)

function load(raw: RawSession): Session {
  const rules = jsonValue<AbilityRule[]>(raw.userAbilityRules) ?? []
  return {
    accessToken: raw.accessToken,
    userData: jsonValue<SessionUser>(raw.userData),
    rules: Array.isArray(rules) ? rules : [],
    ability: buildAbility(Array.isArray(rules) ? rules : []),
  }
}

function emit(raw = readRaw()) {
  currentRaw = raw
  current = load(raw)
  listeners.forEach((l) => l())
}

export const session = {
  get: (): Session => current,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  isLoggedIn: () => Boolean(current.accessToken && current.userData),
  /** Stores the three cookies after a successful login. */
  start(data: { accessToken: string; userData: SessionUser; userAbilityRules: { action: string; subject: string }[] }, remember = true) {
    const maxAge = remember ? 60 * 60 * 24 * 30 : 60 * 60 * 12
    writeCookie('accessToken', data.accessToken, maxAge)
    writeCookie('userData', data.userData, maxAge)
    writeCookie('userAbilityRules', data.userAbilityRules, maxAge)
    emit()
  },
  /** Replaces the stored user after an edit of one's own profile (same lifetime as the token). */
  updateUser(userData: SessionUser) {
    writeCookie('userData', userData, 60 * 60 * 24 * 30)
    emit()
  },
  /** Removes the three cookies and the ability. */
  end() {
    for (const name of SESSION_COOKIES) removeCookie(name)
    emit()
  },
  /**
   * Re-reads the cookies (another tab may have signed in or out). Only a change makes a new
   * session and tells the subscribers: a new session object re-renders every screen that reads
   * it, which on each focus (or a reload's unload) cost the whole app's render for nothing.
   */
  refresh() {
    const raw = readRaw()
    if (!sameRaw(raw, currentRaw)) emit(raw)
  },
}
