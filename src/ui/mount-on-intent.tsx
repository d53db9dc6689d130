import { cloneElement, useLayoutEffect, useRef, useState, type ReactElement } from 'react'
import { flushSync } from 'react-dom'

type Intent = 'open' | 'open-by-key' | null

/** Keys that open a menu from its button (Enter and Space arrive as a click). */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp'])

/**
 * A menu or popover of a bar that renders its real widget only once the user reaches for it:
 * until then `button`, a plain button with the real button's name, look and test id. The pointer
 * over it mounts the widget at once (so the press and the click land on the real button); a click
 * or a key on the placeholder (keyboard, touch without hover, a script) mounts it, opens it and
 * moves the focus to it. `children` renders the real widget around the same `button` (e.g. as the
 * child of `<MenuButton as={Fragment}>`); it must be the widget's first `button`.
 *
 * Why: a Headless UI menu costs its hooks, listeners and floating-UI set-up on mount; the top
 * bar's five of them were ~0.5 s of a tablet's list reload (issue #24), for menus that are
 * opened now and then.
 */
export function MountOnIntent({
  button,
  children,
}: {
  button: ReactElement<React.ComponentProps<'button'>>
  children: () => React.ReactNode
}) {
  const [armed, setArmed] = useState(false)
  const box = useRef<HTMLSpanElement>(null)
  const intent = useRef<Intent>(null)
  useLayoutEffect(() => {
    const how = intent.current
    if (!armed || !how) return
    intent.current = null
    const real = box.current?.querySelector<HTMLButtonElement>('button')
    if (!real) return
    real.focus()
    // By key: the widget's own key handling opens it with its first item active.
    if (how === 'open-by-key') real.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    else real.click()
  }, [armed])
  if (armed)
    return (
      <span ref={box} className="contents">
        {children()}
      </span>
    )
  const arm = (how: Intent) => {
    intent.current = how
    flushSync(() => setArmed(true))
  }
  return (
    <span ref={box} className="contents" onPointerEnter={() => arm(null)}>
      {cloneElement(button, {
        'aria-expanded': false,
        onClick: (e: React.MouseEvent) => arm(e.detail === 0 ? 'open-by-key' : 'open'),
        onKeyDown: (e: React.KeyboardEvent) => {
          if (!OPEN_KEYS.has(e.key)) return
          e.preventDefault()
          arm('open-by-key')
        },
      })}
    </span>
  )
}
