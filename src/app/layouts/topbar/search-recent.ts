import { useCallback, useEffect, useState } from 'react'

/** How many recent searches are kept per user. */
export const RECENT_LIMIT = 5
const keyOf = (userId: number) => `vermilion-recent-searches:${userId}`

/** The user's recent searches, newest first (localStorage, per user id; nothing when storage is unavailable). */
export function readRecent(userId: number | undefined): string[] {
  if (userId === undefined) return []
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string').slice(0, RECENT_LIMIT) : []
  } catch {
    return []
  }
}

function writeRecent(userId: number, list: string[]): void {
  try {
    if (list.length) localStorage.setItem(keyOf(userId), JSON.stringify(list))
    else localStorage.removeItem(keyOf(userId))
  } catch {
    // storage full or blocked: recent searches are a convenience
  }
}

/** Recent searches of the signed-in user: `remember(q)` puts q first (once, case-insensitively), `clear()` forgets them. */
export function useRecentSearches(userId: number | undefined) {
  const [items, setItems] = useState(() => readRecent(userId))
  useEffect(() => setItems(readRecent(userId)), [userId])
  const remember = useCallback(
    (q: string) => {
      const text = q.trim()
      if (!text || userId === undefined) return
      const next = [text, ...readRecent(userId).filter((r) => r.toLocaleLowerCase() !== text.toLocaleLowerCase())].slice(0, RECENT_LIMIT)
      writeRecent(userId, next)
      setItems(next)
    },
    [userId],
  )
  const clear = useCallback(() => {
    if (userId !== undefined) writeRecent(userId, [])
    setItems([])
  }, [userId])
  return { items, remember, clear }
}
