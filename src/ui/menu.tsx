import { Menu as HMenu, MenuButton, MenuItem as HMenuItem, MenuItems, MenuSeparator } from '@headlessui/react'
import { cn } from '@/lib/cn'

export { MenuButton }

/** Dropdown menu on Headless UI: keyboard, focus and aria come from it. */
export function Menu({ children }: { children: React.ReactNode }) {
  return <HMenu>{children}</HMenu>
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
  return (
    <MenuItems
      anchor={{ to: anchor, gap: 6 }}
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
