import { useMemo } from 'react'
import { useSession } from '@/lib/use-session'
import { buildNav } from '../nav'

/** The nav sections the current user may see. */
export function useNav() {
  const { ability } = useSession()
  return useMemo(() => buildNav(ability), [ability])
}
