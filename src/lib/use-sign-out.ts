import { useNavigate } from 'react-router-dom'
import { api } from '@/api/client'
import { linkTo } from './paths'
import { session } from './session'

/** Signs out (server session, then the local one) and goes to the sign-in page: the user menu and the chat profile use it. */
export function useSignOut() {
  const navigate = useNavigate()
  return async () => {
    await api.post('/auth/logout').catch(() => undefined)
    session.end()
    navigate(linkTo('login'))
  }
}
