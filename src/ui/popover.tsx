import { Popover as HPopover, PopoverButton, PopoverPanel as HPopoverPanel, CloseButton } from '@headlessui/react'
import { cn } from '@/lib/cn'
import type { Anchor } from './menu'

export { PopoverButton, CloseButton as PopoverClose }

/**
 * A popover: a button that opens a panel of any content (a card, a form), on Headless UI's
 * Popover (Escape and a click outside close it, focus returns to the button).
 * `<Popover><PopoverButton as={Button}>…</PopoverButton><PopoverPanel>…</PopoverPanel></Popover>`.
 */
export function Popover({ className, children }: { className?: string; children: React.ReactNode }) {
  return <HPopover className={cn('relative', className)}>{children}</HPopover>
}

export function PopoverPanel({
  anchor = 'bottom start',
  className,
  children,
}: {
  anchor?: Anchor
  className?: string
  children: React.ReactNode
}) {
  return (
    <HPopoverPanel
      anchor={{ to: anchor, gap: 8 }}
      transition
      className={cn(
        'z-50 w-72 rounded-lg bg-surface p-4 text-text shadow-pop ring-1 ring-border transition duration-150 ease-out outline-none data-closed:scale-95 data-closed:opacity-0',
        className,
      )}
    >
      {children}
    </HPopoverPanel>
  )
}
