import { ChevronDown, RotateCw, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { IconButton } from '@/ui/icon-button'

export type CardActionKind = 'collapse' | 'refresh' | 'remove'

/**
 * A kit card (DashboardCard) with the template's card actions in its header: collapse the body,
 * refresh it (an overlay with a loader while it "reloads"), remove the card. `loading` starts it
 * in the loading state (the "initial load" demo).
 */
export function ActionCard({
  title,
  subtitle,
  actions,
  loading: initialLoading = false,
  reloadMs = 1200,
  onRemove,
  className,
  children,
}: {
  title: string
  subtitle?: React.ReactNode
  actions: readonly CardActionKind[]
  loading?: boolean
  reloadMs?: number
  onRemove?: () => void
  className?: string
  children: React.ReactNode
}) {
  const { t } = useTranslation('pages')
  const bodyId = useId()
  const [collapsed, setCollapsed] = useState(false)
  const [loading, setLoading] = useState(initialLoading)
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setLoading(false), reloadMs)
    return () => clearTimeout(timer)
  }, [loading, reloadMs])
  const aside = (
    <>
      {actions.includes('collapse') && (
        <IconButton
          label={t(collapsed ? 'cards.actions.expand' : 'cards.actions.collapse', { title })}
          size="sm"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => setCollapsed((c) => !c)}
        >
          <ChevronDown className={cn('transition-transform', collapsed && '-rotate-90 rtl:rotate-90')} />
        </IconButton>
      )}
      {actions.includes('refresh') && (
        <IconButton label={t('cards.actions.refresh', { title })} size="sm" disabled={loading} onClick={() => setLoading(true)}>
          <RotateCw />
        </IconButton>
      )}
      {actions.includes('remove') && (
        <IconButton label={t('cards.actions.remove', { title })} size="sm" onClick={onRemove}>
          <X />
        </IconButton>
      )}
    </>
  )
  return (
    <DashboardCard
      title={title}
      subtitle={subtitle}
      aside={aside}
      className={cn('relative', className)}
      bodyClassName={collapsed ? 'pb-0' : undefined}
    >
      <div id={bodyId} hidden={collapsed} aria-busy={loading || undefined}>
        {children}
      </div>
      {loading && (
        <div role="status" className="absolute inset-0 z-10 flex items-center justify-center rounded-lg bg-surface/70 backdrop-blur-[1px]">
          <span aria-hidden className="size-8 animate-spin rounded-full border-[3px] border-primary border-e-transparent" />
          <span className="sr-only">{t('cards.actions.loading', { title })}</span>
        </div>
      )}
    </DashboardCard>
  )
}
