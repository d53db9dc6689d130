import { Award, Laptop, Smile, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'

const STATS = [
  { key: 'projects', icon: Laptop, value: 7800, plus: true },
  { key: 'clients', icon: UserRound, value: 4500, plus: true },
  { key: 'satisfaction', icon: Smile, value: 0.98, percent: true },
  { key: 'awards', icon: Award, value: 12 },
] as const

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
          const value = 'percent' in s ? formatNumber(s.value, { style: 'percent' }) : `${formatNumber(s.value)}${'plus' in s ? '+' : ''}`
          return (
            <li key={s.key} className="rounded-xl border border-border bg-surface p-6 text-center">
              <Icon aria-hidden className="mx-auto mb-3 size-8 text-primary" />
              <p className="text-3xl font-semibold text-strong">{value}</p>
              <p className="mt-1 text-muted">{t(`stats.items.${s.key}`)}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
