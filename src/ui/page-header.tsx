import { ChevronRight } from 'lucide-react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'

export interface Crumb {
  label: React.ReactNode
  /** Link target; the last crumb (the current page) usually has none. */
  to?: string
}

/** Breadcrumb trail: a labelled `nav` with an ordered list, the last item `aria-current="page"`. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('ui.breadcrumbs')} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {items.map((c, i) => {
          const last = i === items.length - 1
          return (
            <Fragment key={i}>
              <li>
                {c.to && !last ? (
                  <Link to={c.to} className="rounded hover:text-primary hover:underline">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className={cn(last && 'text-text')}>
                    {c.label}
                  </span>
                )}
              </li>
              {!last && (
                <li aria-hidden className="flex">
                  <ChevronRight className="size-4 rtl:rotate-180" />
                </li>
              )}
            </Fragment>
          )
        })}
      </ol>
    </nav>
  )
}

/** Top of a page: breadcrumbs slot, the title (h1), a subtitle, and actions at the inline end. */
export function PageHeader({
  title,
  subtitle,
  breadcrumbs,
  actions,
  className,
}: {
  title: React.ReactNode
  subtitle?: React.ReactNode
  /** Usually `<Breadcrumbs items={…} />`. */
  breadcrumbs?: React.ReactNode
  /** Buttons (Export, Add …). */
  actions?: React.ReactNode
  className?: string
}) {
  return (
    <header data-slot="page-header" className={cn('mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-4', className)}>
      <div className="min-w-0">
        {breadcrumbs && <div className="mb-1">{breadcrumbs}</div>}
        <h1 className="text-2xl font-medium text-strong">{title}</h1>
        {subtitle && <p className="mt-1 text-[0.9375rem] text-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </header>
  )
}
