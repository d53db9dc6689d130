import { cn } from '@/lib/cn'
import { LinkTabs } from './tabs'

export interface PageTab<K extends string> {
  key: K
  label: string
  icon?: React.ReactNode
  /** The tab's own URL (a route per tab, or a `?tab=` link). */
  to: string
}

/** The tab of `keys` that `value` names, or undefined (the page then redirects or falls back). */
export function tabOf<K extends string>(keys: readonly K[], value: string | null | undefined): K | undefined {
  return keys.find((k) => k === value)
}

/**
 * The shell of a tab-per-URL page (account settings, user profile, user view; invoice and
 * customer details next): what sits above the tabs, the pill link tabs, then the active tab's
 * panel (the caller renders only that one). Each tab is a link, so it can be bookmarked.
 */
export function TabbedPage<K extends string>({
  label,
  tabs,
  active,
  header,
  children,
  className = 'flex flex-col gap-6',
}: {
  /** Accessible name of the tab navigation. */
  label: string
  tabs: readonly PageTab<K>[]
  /** The active tab when the URL's path does not tell it (a `?tab=` param). */
  active?: K
  /** Above the tabs (a profile header). */
  header?: React.ReactNode
  /** The active tab's panel. */
  children: React.ReactNode
  className?: string
}) {
  return (
    <div className={cn(className)}>
      {header}
      <LinkTabs
        label={label}
        variant="pill"
        items={tabs.map((tab) => ({
          to: tab.to,
          label: tab.label,
          icon: tab.icon,
          ...(active === undefined ? {} : { active: tab.key === active }),
        }))}
      />
      {children}
    </div>
  )
}
