import { useState, type ReactNode } from 'react'

/**
 * Renders `children` from the first time `open` is true, and keeps them (their closing transition
 * and state survive). For a dialog whose closed state still costs: a form's hooks, its option
 * queries, its sorted country names: a list screen opens faster without them (issue #24).
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open ? children : null
}
