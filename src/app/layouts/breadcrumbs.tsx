import { ChevronRight, Home } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { breadcrumbOf } from '../nav'
import { useCurrentRoute } from '../use-current-route'

/** Breadcrumb trail of the current route (section, group, page), derived from the registry. */
export function Breadcrumbs() {
  const { t } = useTranslation()
  const trail = breadcrumbOf(useCurrentRoute())
  if (trail.length === 0) return null
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="mb-5">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted" data-testid="breadcrumbs">
        <li>
          <Link to="/" aria-label={t('titles.home')} className="flex items-center hover:text-primary">
            <Home className="size-4" aria-hidden />
          </Link>
        </li>
        {trail.map((key, i) => (
          <li key={key} className="flex items-center gap-1.5">
            <ChevronRight className="size-3.5 rtl:rotate-180" aria-hidden />
            <span
              aria-current={i === trail.length - 1 ? 'page' : undefined}
              className={i === trail.length - 1 ? 'font-medium text-strong' : undefined}
            >
              {t(key)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
