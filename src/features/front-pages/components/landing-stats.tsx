import { Award, Laptop, Smile, UserRound, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { I18nKey } from '@/i18n/i18n-keys'
import { formatNumber } from '@/lib/format'

const STATS: readonly { label: I18nKey<'front'>; icon: LucideIcon; value: number; plus?: boolean; percent?: boolean }[] = [
  { label: 'stats.items.projects', icon: Laptop, value: 7800, plus: true },
  { label: 'stats.items.clients', icon: UserRound, value: 4500, plus: true },
  { label: 'stats.items.satisfaction', icon: Smile, value: 0.98, percent: true },
  { label: 'stats.items.awards', icon: Award, value: 12 },
]

/** Product figures: four counters. */
export function LandingStats() {
  const { t } = useTranslation('front')
  return (
    <section aria-labelledby="landing-stats-title" className="py-14">
      <h2 id="landing-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {STATS.map((s) => {
          const Icon = s.icon
          const value = s.percent ? formatNumber(s.value, { style: 'percent' }) : `${formatNumber(s.value)}${s.plus ? '+' : ''}`
          return (
            <li key={s.label} className="rounded-xl border border-border bg-surface p-6 text-center">
              <Icon aria-hidden className="mx-auto mb-3 size-8 text-primary" />
              <p className="text-3xl font-semibold text-strong">{value}</p>
              <p className="mt-1 text-muted">{t(s.label)}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
