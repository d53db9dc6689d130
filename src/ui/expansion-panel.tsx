import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { ChevronDown } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef } from 'react'
import { cn } from '@/lib/cn'

type Variant = 'default' | 'bordered' | 'inset'

interface GroupValue {
  variant: Variant
  /** Called when a panel opens; closes the previously open one unless `multiple`. */
  opened: (id: string, close: () => void) => void
  closed: (id: string) => void
}

const GroupContext = createContext<GroupValue>({ variant: 'default', opened: () => {}, closed: () => {} })

/**
 * A stack of expansion panels (Headless UI Disclosure each). By default an accordion: opening a
 * panel closes the other; `multiple` lets several stay open.
 */
export function ExpansionPanels({
  multiple = false,
  variant = 'default',
  className,
  children,
}: {
  multiple?: boolean
  variant?: Variant
  className?: string
  children: React.ReactNode
}) {
  const open = useRef(new Map<string, () => void>())
  const opened = useCallback(
    (id: string, close: () => void) => {
      if (!multiple) for (const [other, closeOther] of open.current) if (other !== id) closeOther()
      open.current.set(id, close)
    },
    [multiple],
  )
  const closed = useCallback((id: string) => void open.current.delete(id), [])
  const value = useMemo(() => ({ variant, opened, closed }), [variant, opened, closed])
  return (
    <GroupContext.Provider value={value}>
      <div
        data-slot="expansion-panels"
        className={cn(
          'flex flex-col',
          variant === 'default' && 'divide-y divide-border overflow-hidden rounded-lg bg-surface shadow-card',
          variant === 'bordered' && 'divide-y divide-border overflow-hidden rounded-lg border border-border',
          variant === 'inset' && 'gap-3',
          className,
        )}
      >
        {children}
      </div>
    </GroupContext.Provider>
  )
}

function Tracker({ open, close, id }: { open: boolean; close: () => void; id: string }) {
  const { opened, closed } = useContext(GroupContext)
  useEffect(() => {
    if (open) opened(id, close)
    else closed(id)
  }, [open, close, id, opened, closed])
  return null
}

/** One panel: a button (its title, `aria-expanded`) that shows or hides its content. */
export function ExpansionPanel({
  title,
  subtitle,
  icon,
  defaultOpen,
  disabled,
  className,
  children,
}: {
  title: React.ReactNode
  subtitle?: React.ReactNode
  icon?: React.ReactNode
  defaultOpen?: boolean
  disabled?: boolean
  className?: string
  children: React.ReactNode
}) {
  const id = useId()
  const { variant } = useContext(GroupContext)
  return (
    <Disclosure as="div" defaultOpen={defaultOpen} className={cn(variant === 'inset' && 'rounded-lg bg-surface shadow-card', className)}>
      {({ open, close }) => (
        <>
          <Tracker open={open} close={close} id={id} />
          <h3>
            <DisclosureButton
              disabled={disabled}
              className="group flex w-full items-center gap-3 px-5 py-4 text-start text-[0.9375rem] font-medium text-strong transition-colors outline-none hover:bg-hover data-disabled:opacity-50 data-focus:bg-hover data-open:text-primary"
            >
              {icon && <span className="shrink-0 [&_svg]:size-5">{icon}</span>}
              <span className="min-w-0 flex-1">
                <span className="block">{title}</span>
                {subtitle && <span className="block text-sm font-normal text-muted">{subtitle}</span>}
              </span>
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-open:rotate-180"
              />
            </DisclosureButton>
          </h3>
          <DisclosurePanel
            transition
            className="origin-top px-5 pb-5 text-[0.9375rem] text-text transition duration-200 ease-out data-closed:-translate-y-1 data-closed:opacity-0"
          >
            {children}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  )
}
