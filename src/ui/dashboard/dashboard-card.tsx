import { EllipsisVertical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '../card'
import { Menu, MenuButton, MenuItem, MenuPanel } from '../menu'
import { QueryState, type QueryLike } from '../query-state'
import { Skeleton } from '../skeleton'

export interface CardAction {
  label: string
  onClick: () => void
  icon?: React.ReactNode
}

/** The ⋮ menu of a dashboard card (Refresh / Share / Update, Download / Edit / Duplicate …). */
export function CardMenu({ label, actions }: { label: string; actions: readonly CardAction[] }) {
  const { t } = useTranslation()
  return (
    <Menu>
      <MenuButton
        aria-label={t('dashboard.more', { title: label })}
        title={t('dashboard.more', { title: label })}
        className="-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text"
      >
        <EllipsisVertical aria-hidden className="size-5" />
      </MenuButton>
      <MenuPanel>
        {actions.map((a) => (
          <MenuItem key={a.label} icon={a.icon} onClick={a.onClick}>
            {a.label}
          </MenuItem>
        ))}
      </MenuPanel>
    </Menu>
  )
}

/**
 * THE dashboard card: a header (title, subtitle, `aside` such as a chip or a select, and the ⋮
 * menu when `actions` are given), then its body. Every dashboard widget is one; the card is a
 * `section` named by its title.
 */
export function DashboardCard({
  title,
  subtitle,
  aside,
  actions,
  className,
  headerClassName,
  bodyClassName,
  children,
}: {
  title: string
  subtitle?: React.ReactNode
  aside?: React.ReactNode
  actions?: readonly CardAction[]
  className?: string
  headerClassName?: string
  bodyClassName?: string
  children: React.ReactNode
}) {
  return (
    <Card aria-label={title} data-slot="dashboard-card" className={cn('flex flex-col', className)}>
      <CardHeader className={headerClassName}>
        <div className="min-w-0">
          <CardTitle as="h2" className="truncate">
            {title}
          </CardTitle>
          {subtitle && <CardSubtitle>{subtitle}</CardSubtitle>}
        </div>
        {(aside || actions) && (
          <div className="flex shrink-0 items-center gap-2">
            {aside}
            {actions && actions.length > 0 && <CardMenu label={title} actions={actions} />}
          </div>
        )}
      </CardHeader>
      <CardBody className={cn('flex flex-1 flex-col', bodyClassName)}>{children}</CardBody>
    </Card>
  )
}

/** The skeleton of a card body: a headline line and a block (the chart or list it stands for). */
export function CardSkeleton({ height = 160 }: { height?: number }) {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      <Skeleton className="h-7 w-28" />
      <Skeleton className="w-full" style={{ height }} />
    </div>
  )
}

/**
 * A dashboard card fed by a query: its own skeleton while loading, an error alert with Retry
 * when the endpoint fails, an empty state, else the content. The header stays in place.
 */
export function QueryCard<D>({
  query,
  loadFailed,
  empty,
  isEmpty,
  skeletonHeight,
  children,
  ...card
}: Omit<React.ComponentProps<typeof DashboardCard>, 'children'> & {
  query: QueryLike<D>
  loadFailed: string
  empty?: React.ReactNode
  isEmpty?: (data: D) => boolean
  skeletonHeight?: number
  children: (data: D) => React.ReactNode
}) {
  return (
    <DashboardCard {...card}>
      <QueryState query={query} error={loadFailed} loading={<CardSkeleton height={skeletonHeight} />} empty={empty} isEmpty={isEmpty}>
        {children}
      </QueryState>
    </DashboardCard>
  )
}
