import { Menu as HMenu, MenuButton, MenuItem as HMenuItem, MenuItems, MenuSeparator } from '@headlessui/react'
import { createContext, useContext, useEffect, useRef } from 'react'
import { cn } from '@/lib/cn'

export { MenuButton }

/** Set inside a menu that opens on hover: its panel is not modal (the page stays usable around it). */
const HoverMenu = createContext(false)

/**
 * Dropdown menu on Headless UI: keyboard, focus and aria come from it. `openOnHover` also opens it
 * when the pointer rests on its button (and closes it when the pointer has left the button and the
 * panel); the button still opens it by click and by keyboard.
 */
export function Menu({ openOnHover, children }: { openOnHover?: boolean; children: React.ReactNode }) {
  if (!openOnHover) return <HMenu>{children}</HMenu>
  return (
    <HMenu>
      {({ open, close }) => (
        <HoverArea open={open} close={close}>
          {children}
        </HoverArea>
      )}
    </HMenu>
  )
}

/** Pointer delays of a hover menu: a short wait before opening, a longer one before closing (the gap to the panel). */
const OPEN_DELAY = 80
const CLOSE_DELAY = 200

function HoverArea({ open, close, children }: { open: boolean; close: () => void; children: React.ReactNode }) {
  const area = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** Opened by the pointer: the click that usually follows keeps it open instead of toggling it shut. */
  const byHover = useRef(false)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) byHover.current = false
  }, [open])
  const button = () => area.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')
  const enter = () => {
    clearTimeout(timer.current)
    if (open) return
    timer.current = setTimeout(() => {
      const b = button()
      if (!b || b.matches(':disabled') || b.getAttribute('aria-expanded') === 'true') return
      byHover.current = true
      b.click()
    }, OPEN_DELAY)
  }
  const leave = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => open && close(), CLOSE_DELAY)
  }
  return (
    // Pointer events of the panel (portalled) reach this element through the React tree.
    <div
      ref={area}
      className="contents"
      onMouseEnter={enter}
      onMouseLeave={leave}
      onPointerDownCapture={(e) => {
        if (open && byHover.current && button()?.contains(e.target as Node)) {
          byHover.current = false
          e.stopPropagation()
        }
      }}
    >
      <HoverMenu.Provider value>{children}</HoverMenu.Provider>
    </div>
  )
}

/** Where a menu or popover opens, relative to its button (start / end follow the reading direction). */
export type Anchor = 'bottom end' | 'bottom start' | 'bottom' | 'top end' | 'top start' | 'top'

/* Full class names per opening effect (Tailwind only sees literal class names). */
const effects = {
  scale: 'data-closed:scale-95 data-closed:opacity-0',
  fade: 'data-closed:opacity-0',
  slide: 'data-closed:-translate-y-2 data-closed:opacity-0',
}

export function MenuPanel({
  className,
  anchor = 'bottom end',
  effect = 'scale',
  children,
}: {
  className?: string
  anchor?: Anchor
  /** How the panel opens: grows (default), fades in or slides down. */
  effect?: keyof typeof effects
  children: React.ReactNode
}) {
  const hover = useContext(HoverMenu)
  return (
    <MenuItems
      anchor={{ to: anchor, gap: 6 }}
      modal={!hover}
      transition
      className={cn(
        'z-50 min-w-48 rounded-lg bg-surface p-1.5 text-text shadow-pop ring-1 ring-border transition duration-150 ease-out outline-none',
        effects[effect],
        className,
      )}
    >
      {children}
    </MenuItems>
  )
}

export function MenuItem({
  icon,
  children,
  danger,
  ...props
}: { icon?: React.ReactNode; children: React.ReactNode; danger?: boolean } & (
  { onClick: () => void; href?: never } | { href: string; onClick?: never }
)) {
  const cls = cn(
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-[0.9375rem] data-focus:bg-primary/10 data-focus:text-primary [&_svg]:size-5',
    danger && 'text-error data-focus:bg-error/10 data-focus:text-error',
  )
  return (
    <HMenuItem>
      {'href' in props && props.href ? (
        <a href={props.href} className={cls}>
          {icon}
          {children}
        </a>
      ) : (
        <button type="button" onClick={props.onClick} className={cls}>
          {icon}
          {children}
        </button>
      )}
    </HMenuItem>
  )
}

export function MenuDivider() {
  return <MenuSeparator className="my-1.5 h-px bg-border" />
}
