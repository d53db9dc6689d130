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
export function CardMenu({ label, actions, className }: { label: string; actions: readonly CardAction[]; className?: string }) {
  const { t } = useTranslation()
  return (
    <Menu>
      <MenuButton
        aria-label={t('dashboard.more', { title: label })}
        title={t('dashboard.more', { title: label })}
        className={cn(
          '-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text',
          className,
        )}
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
 *
 * The title is never cut (a four-column dashboard beside the expanded nav leaves ~200 px for it):
 * it wraps. With the ⋮ menu alone, only its first line makes room for the menu (a float the size of
 * the menu's place, the menu drawn over it by a negative margin), the next lines and the subtitle
 * take the card's whole width. An aside (a chip, a select, buttons) goes under the title when both
 * do not fit on one line; the subtitle does not widen the title block (contain-inline-size), so a
 * long subtitle wraps beside the aside instead of pushing it down.
 */
export function DashboardCard({
  title,
  subtitle,
  aside,
  actions,
  className,
  bodyClassName,
  children,
}: {
  title: string
  subtitle?: React.ReactNode
  aside?: React.ReactNode
  actions?: readonly CardAction[]
  className?: string
  bodyClassName?: string
  children: React.ReactNode
}) {
  const menu = actions !== undefined && actions.length > 0
  const menuOverTitle = menu && !aside
  return (
    <Card aria-label={title} data-slot="dashboard-card" className={cn('flex flex-col', className)}>
      <CardHeader>
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 grow">
            <CardTitle as="h2" className="break-words">
              {/*
               * Keeps the menu's place clear: the 28 px it takes inside the padding and the 16 px gap,
               * 32 px down (the 36 px button, centred on the 28 px first line, reaches 32 px): a long
               * subtitle's first line ends before it too.
               */}
              {menuOverTitle && <span aria-hidden data-slot="menu-room" className="float-end ms-4 h-8 w-7" />}
              {title}
            </CardTitle>
            {subtitle && <CardSubtitle className="contain-inline-size">{subtitle}</CardSubtitle>}
          </div>
          {aside && <div className="flex shrink-0 items-center gap-2">{aside}</div>}
        </div>
        {menu && (
          <CardMenu
            label={title}
            actions={actions}
            // Over the title block's end (28 px + the 16 px gap), centred on the title's first line; or
            // 8 px from the aside as it always was.
            className={menuOverTitle ? '-my-1 -ms-11' : '-ms-2'}
          />
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
