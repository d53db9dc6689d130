import { Tab as HTab, TabGroup, TabList as HTabList, TabPanel as HTabPanel, TabPanels as HTabPanels } from '@headlessui/react'
import { cva } from 'class-variance-authority'
import { createContext, useContext } from 'react'
import { Link, useLocation, useResolvedPath, useSearchParams } from 'react-router-dom'
import { cn } from '@/lib/cn'

type TabsVariant = 'underline' | 'pill'

const VariantContext = createContext<TabsVariant>('underline')

export const tabListVariants = cva('flex max-w-full gap-1 overflow-x-auto', {
  variants: {
    variant: { underline: 'border-b border-border', pill: 'gap-2' },
    // Vertical tabs (a side menu) line their icons and labels up at the start, not centred.
    vertical: { true: 'flex-col overflow-x-visible [&>*]:justify-start', false: '' },
    /** Equal-width tabs filling the bar: one grid column each, as wide as the others whatever its label. */
    fixed: { true: 'grid w-full auto-cols-[minmax(0,1fr)] grid-flow-col [&>*]:min-w-0', false: '' },
  },
  compoundVariants: [{ variant: 'underline', vertical: true, class: 'border-e border-b-0' }],
  defaultVariants: { variant: 'underline', vertical: false },
})

/** One tab's look; keyed on `data-selected` so Headless UI tabs and router links share it. */
export const tabVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center gap-2 text-[0.9375rem] font-medium whitespace-nowrap transition-colors outline-none select-none focus-visible:outline-2 focus-visible:outline-primary data-disabled:pointer-events-none data-disabled:opacity-50 data-focus:outline-2 data-focus:outline-primary [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        underline:
          'h-12 px-5 text-muted after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-t hover:bg-hover hover:text-text data-selected:text-primary data-selected:after:bg-primary',
        pill: 'h-10 rounded-md px-5 text-text hover:bg-primary/10 hover:text-primary data-selected:bg-primary-fill data-selected:text-on-primary data-selected:shadow-sm',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
)

interface TabsProps {
  variant?: TabsVariant
  selectedIndex?: number
  defaultIndex?: number
  onChange?: (index: number) => void
  vertical?: boolean
  /** Arrow keys move focus only; Enter/Space selects (for panels that are costly to render). */
  manual?: boolean
  className?: string
  children: React.ReactNode
}

/**
 * Tabs on Headless UI's TabGroup: arrow keys, Home/End, roving focus and aria come from it.
 * `<Tabs><TabList><Tab>…</Tab></TabList><TabPanels><TabPanel>…</TabPanel></TabPanels></Tabs>`.
 * Arrow keys follow the reading direction in RTL. For tabs that live in the URL, see
 * `LinkTabs` (one route per tab) or `useTabParam` (a `?tab=` search param).
 */
export function Tabs({ variant = 'underline', className, vertical, children, ...props }: TabsProps) {
  return (
    <VariantContext.Provider value={variant}>
      <TabGroup vertical={vertical} className={cn(vertical && 'flex gap-6', className)} {...props}>
        {children}
      </TabGroup>
    </VariantContext.Provider>
  )
}

export function TabList({
  className,
  vertical,
  fixed,
  children,
  'aria-label': ariaLabel,
}: {
  className?: string
  vertical?: boolean
  /** Equal-width tabs filling the bar (horizontal lists). */
  fixed?: boolean
  children: React.ReactNode
  'aria-label'?: string
}) {
  const variant = useContext(VariantContext)
  return (
    <HTabList
      aria-label={ariaLabel}
      data-fixed={fixed || undefined}
      className={cn(tabListVariants({ variant, vertical, fixed: fixed && !vertical }), className)}
    >
      {children}
    </HTabList>
  )
}

export function Tab({
  icon,
  className,
  disabled,
  children,
}: {
  icon?: React.ReactNode
  className?: string
  disabled?: boolean
  children: React.ReactNode
}) {
  const variant = useContext(VariantContext)
  return (
    <HTab disabled={disabled} className={cn(tabVariants({ variant }), className)}>
      {icon}
      {children}
    </HTab>
  )
}

export function TabPanels({ className, children }: { className?: string; children: React.ReactNode }) {
  return <HTabPanels className={cn('mt-6 min-w-0 flex-1', className)}>{children}</HTabPanels>
}

export function TabPanel({ className, unmount, children }: { className?: string; unmount?: boolean; children: React.ReactNode }) {
  return (
    <HTabPanel unmount={unmount} className={cn('rounded-md outline-none focus-visible:outline-2 focus-visible:outline-primary', className)}>
      {children}
    </HTabPanel>
  )
}

export interface LinkTabItem {
  /** Link target, path with an optional `?query` (built with `linkTo`). */
  to: string
  label: React.ReactNode
  icon?: React.ReactNode
  /** Also active on sub-paths of `to` (default: exact path). */
  prefix?: boolean
  /** Overrides the computed active state. */
  active?: boolean
}

function LinkTab({ item, variant }: { item: LinkTabItem; variant: TabsVariant }) {
  const location = useLocation()
  const target = useResolvedPath(item.to)
  const current = new URLSearchParams(location.search)
  const wanted = new URLSearchParams(target.search)
  const samePath = item.prefix
    ? location.pathname === target.pathname || location.pathname.startsWith(`${target.pathname.replace(/\/$/, '')}/`)
    : location.pathname === target.pathname
  const active = item.active ?? (samePath && [...wanted.entries()].every(([k, v]) => current.get(k) === v))
  return (
    <li className="flex">
      <Link
        to={item.to}
        aria-current={active ? 'page' : undefined}
        data-selected={active ? '' : undefined}
        className={tabVariants({ variant })}
      >
        {item.icon}
        {item.label}
      </Link>
    </li>
  )
}

/**
 * Tabs that are links: each tab is a URL (a route or a `?tab=` query), so tabs survive reloads,
 * can be bookmarked and opened in a new tab. A `nav` with `aria-current="page"` on the active
 * link (the WAI pattern for navigation, not an ARIA tablist). Render the active content yourself.
 */
export function LinkTabs({
  label,
  items,
  variant = 'underline',
  className,
}: {
  label: string
  items: LinkTabItem[]
  variant?: TabsVariant
  className?: string
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={tabListVariants({ variant })}>
        {items.map((item) => (
          <LinkTab key={item.to} item={item} variant={variant} />
        ))}
      </ul>
    </nav>
  )
}

/**
 * Keeps a TabGroup's selection in a search param: `<Tabs {...useTabParam('tab', ['account', 'security'])}>`.
 * The first key is the default and is left out of the URL.
 */
export function useTabParam(param: string, keys: readonly string[]): { selectedIndex: number; onChange: (index: number) => void } {
  const [params, setParams] = useSearchParams()
  const index = keys.indexOf(params.get(param) ?? '')
  return {
    selectedIndex: index < 0 ? 0 : index,
    onChange: (i: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          if (i <= 0 || !keys[i]) next.delete(param)
          else next.set(param, keys[i])
          return next
        },
        { replace: true },
      ),
  }
}
