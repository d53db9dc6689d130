import { useEffect, useRef } from 'react'
import type { I18nSubKey } from '@/i18n/i18n-keys'

export type ShortcutAction = Exclude<I18nSubKey<'email', 'shortcuts'>, 'title' | 'open' | 'hint' | 'key' | 'action'>

/** THE table of the mail shortcuts (Gmail's letters): the handler and the help overlay both read it. */
export const MAIL_SHORTCUTS: readonly { keys: readonly string[]; action: ShortcutAction }[] = [
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['o'], action: 'openEmail' },
  { keys: ['u', 'Escape'], action: 'close' },
  { keys: ['r'], action: 'reply' },
  { keys: ['f'], action: 'forward' },
  { keys: ['#', 'Delete'], action: 'trash' },
  { keys: ['s'], action: 'star' },
  { keys: ['x'], action: 'select' },
  { keys: ['c'], action: 'compose' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
]

const BY_KEY = new Map(MAIL_SHORTCUTS.flatMap((s) => s.keys.map((k) => [k, s.action] as const)))

/** Typing somewhere, or a dialog / menu / list box open: the keys are theirs. */
function busy(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="menu"], [role="listbox"]')) return true
  return document.querySelector('[role="dialog"]') !== null
}

/** Runs the handler of a shortcut pressed on the page (no modifier but Shift, nobody typing). */
export function useMailShortcuts(handlers: Partial<Record<ShortcutAction, () => void>>): void {
  const current = useRef(handlers)
  useEffect(() => {
    current.current = handlers
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || busy(event)) return
      const action = BY_KEY.get(event.key)
      const run = action && current.current[action]
      if (!run) return
      event.preventDefault()
      run()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
