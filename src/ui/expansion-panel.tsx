import { Transition } from '@headlessui/react'
import { ChevronDown } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

type Variant = 'default' | 'bordered' | 'inset' | 'popout'

interface GroupValue {
  variant: Variant
  /** Called when a panel opens; closes the previously open one unless `multiple`. */
  opened: (id: string, close: () => void) => void
  closed: (id: string) => void
  /** Controlled group: the values of the open panels, and how a panel asks to open or close. */
  value?: readonly string[]
  toggle: (id: string, open: boolean) => void
}

const GroupContext = createContext<GroupValue>({ variant: 'default', opened: () => {}, closed: () => {}, toggle: () => {} })

/**
 * A stack of expansion panels. By default an accordion: opening a panel closes the other;
 * `multiple` lets several stay open. Controlled with `value` (the `value`s of the open panels)
 * and `onChange`. `popout`: the open panel stands out of the stack.
 */
export function ExpansionPanels({
  multiple = false,
  variant = 'default',
  value,
  onChange,
  className,
  children,
}: {
  multiple?: boolean
  variant?: Variant
  value?: readonly string[]
  onChange?: (value: string[]) => void
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
  const toggle = useCallback(
    (id: string, next: boolean) => {
      const rest = (value ?? []).filter((v) => v !== id)
      onChange?.(next ? (multiple ? [...rest, id] : [id]) : rest)
    },
    [value, onChange, multiple],
  )
  const ctx = useMemo(() => ({ variant, opened, closed, value, toggle }), [variant, opened, closed, value, toggle])
  return (
    <GroupContext.Provider value={ctx}>
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

const shapes: Record<Variant, string> = {
  default: '',
  bordered: '',
  inset: 'rounded-lg bg-surface shadow-card',
  // Closed panels sit inset and joined; the open one takes the full width, apart from the others.
  popout:
    'mx-3 bg-surface shadow-card transition-[margin,border-radius] duration-200 not-first:border-t not-first:border-border first:rounded-t-lg last:rounded-b-lg data-open:mx-0 data-open:my-3 data-open:rounded-lg data-open:border-t-0 motion-reduce:transition-none',
}

/**
 * One panel: a button (its title, `aria-expanded`, `aria-controls`) that shows or hides its
 * content. In a controlled group, `value` names it (else it is open while `defaultOpen`, then by
 * its button).
 */
export function ExpansionPanel({
  title,
  subtitle,
  icon,
  value,
  defaultOpen,
  disabled,
  className,
  children,
}: {
  title: React.ReactNode
  subtitle?: React.ReactNode
  icon?: React.ReactNode
  value?: string
  defaultOpen?: boolean
  disabled?: boolean
  className?: string
  children: React.ReactNode
}) {
  const ownId = useId()
  const id = value ?? ownId
  const group = useContext(GroupContext)
  const controlled = group.value !== undefined
  const [own, setOwn] = useState(Boolean(defaultOpen))
  const open = controlled ? group.value!.includes(id) : own
  const close = useCallback(() => setOwn(false), [])
  const { opened, closed } = group
  useEffect(() => {
    if (controlled) return
    if (own) opened(id, close)
    else closed(id)
  }, [controlled, own, id, close, opened, closed])
  const panelId = `${ownId}-panel`
  return (
    <div data-open={open || undefined} className={cn(shapes[group.variant], className)}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          disabled={disabled}
          data-open={open || undefined}
          onClick={() => (controlled ? group.toggle(id, !open) : setOwn(!open))}
          className="group flex w-full items-center gap-3 px-5 py-4 text-start text-[0.9375rem] font-medium text-strong transition-colors outline-none hover:bg-hover focus-visible:bg-hover disabled:opacity-50 data-open:text-primary"
        >
          {icon && <span className="shrink-0 [&_svg]:size-5">{icon}</span>}
          <span className="min-w-0 flex-1">
            <span className="block">{title}</span>
            {subtitle && <span className="block text-sm font-normal text-muted">{subtitle}</span>}
          </span>
          <ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-open:rotate-180" />
        </button>
      </h3>
      <Transition show={open}>
        <div
          id={panelId}
          className="origin-top px-5 pb-5 text-[0.9375rem] text-text transition duration-200 ease-out data-closed:-translate-y-1 data-closed:opacity-0"
        >
          {children}
        </div>
      </Transition>
    </div>
  )
}
