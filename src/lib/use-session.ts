import { useSyncExternalStore } from 'react'
import { session, type Session } from './session'

/** The current session (cookies), re-rendering on login, logout and cross-tab changes. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get)
}
