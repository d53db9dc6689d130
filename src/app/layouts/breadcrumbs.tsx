import { ChevronRight, Home } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { breadcrumbOf, trailLabels } from '../nav'
import { useCurrentRoute } from '../use-current-route'

/**
 * Breadcrumb trail of the current route (section, group, page), derived from the registry. One
 * line at every width (long labels are cut with an ellipsis, the current page's last): a trail
 * that wrapped changed height when the text font swapped in, shifting the page below it (CLS 0.19
 * on a phone).
 */
export function Breadcrumbs() {
  const { t } = useTranslation()
  const trail = trailLabels(breadcrumbOf(useCurrentRoute()), (key) => t(key))
  if (trail.length === 0) return null
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="mb-5">
      <ol className="flex items-center gap-1.5 overflow-hidden text-sm whitespace-nowrap text-muted" data-testid="breadcrumbs">
        <li className="shrink-0">
          <Link to="/" aria-label={t('titles.home')} className="flex items-center hover:text-primary">
            <Home className="size-4" aria-hidden />
          </Link>
        </li>
        {trail.map(({ key, label }, i) => (
          <li key={key} className={cn('flex min-w-0 items-center gap-1.5', i === trail.length - 1 && 'shrink-[0.2]')}>
            <ChevronRight className="size-3.5 shrink-0 rtl:rotate-180" aria-hidden />
            <span
              aria-current={i === trail.length - 1 ? 'page' : undefined}
              title={label}
              className={cn('truncate', i === trail.length - 1 && 'font-medium text-strong')}
            >
              {label}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
