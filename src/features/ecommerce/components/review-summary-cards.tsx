import { useTranslation } from 'react-i18next'
import type { ReviewSummary } from '@/api/contracts/ecommerce-reviews'
import { ecommerceReviewSummary } from '@/api/resources/ecommerce'
import { formatNumber } from '@/lib/format'
import { Chart } from '@/ui/chart'
import { barOption } from '@/ui/charts/presets'
import { Chip } from '@/ui/chip'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { LinearProgress } from '@/ui/progress'
import { QueryState } from '@/ui/query-state'
import { RatingView } from '@/ui/rating'

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

function RatingCard({ s }: { s: ReviewSummary }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <DashboardCard title={t('reviewSummary.rating')}>
      <div className="flex flex-col gap-6 sm:flex-row">
        <div className="flex flex-col gap-2 sm:w-48">
          <p className="text-3xl font-semibold text-strong tabular-nums">{formatNumber(s.average, { maximumFractionDigits: 2 })}</p>
          <RatingView value={Math.round(s.average)} />
          <p className="text-muted">{t('reviewSummary.total', { n: formatNumber(s.total) })}</p>
          <Chip tone="primary" className="self-start">
            {t('reviewSummary.lastWeek', { n: formatNumber(s.lastWeek) })}
          </Chip>
        </div>
        <ul className="flex flex-1 flex-col gap-2">
          {s.distribution.map((count, i) => {
            const stars = 5 - i
            const label = t('reviewSummary.stars', { stars: formatNumber(stars) })
            return (
              <li key={stars} className="flex items-center gap-3">
                <span className="w-20 shrink-0 text-[0.8125rem] text-muted">{label}</span>
                <LinearProgress value={count} max={Math.max(1, s.total)} label={label} className="flex-1" />
                <span className="w-10 text-end text-[0.8125rem] tabular-nums">{formatNumber(count)}</span>
              </li>
            )
          })}
        </ul>
      </div>
    </DashboardCard>
  )
}

function WeeklyCard({ s }: { s: ReviewSummary }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const days = WEEKDAYS.map((d) => t(`reviewSummary.days.${d}`))
  const title = t('reviewSummary.statistics')
  return (
    <DashboardCard title={title} subtitle={t('reviewSummary.weekly')}>
      <Chart
        label={title}
        summary={days.map((d, i) => `${d} ${formatNumber(s.weekdays[i] ?? 0)}`).join(', ')}
        height={200}
        option={(tk, env) =>
          barOption({ categories: days, series: [{ name: t('reviewSummary.reviews'), data: s.weekdays }], highlight: 'max' }, tk, env)
        }
      />
    </DashboardCard>
  )
}

/** The manage-reviews cards: rating summary with its distribution, and the reviews per weekday (bar chart). */
export function ReviewSummaryCards() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const query = ecommerceReviewSummary.useDetail('all')
  return (
    <QueryState query={query} error={t('reviewSummary.loadFailed')}>
      {(s) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <RatingCard s={s} />
          <WeeklyCard s={s} />
        </div>
      )}
    </QueryState>
  )
}
