import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { Chart } from '@/ui/chart'
import { colourOf } from '@/ui/charts/preset-parts'
import { barOption, donutOption } from '@/ui/charts/presets'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { DonutChart } from '@/ui/dashboard/donut-chart'
import { TrendChip } from '@/ui/dashboard/trend'
import { toneClasses } from '@/ui/tone'
import { ACADEMY, PART_TONES } from '../lib/template-data'

const pct = (share: number) => formatNumber(share, { style: 'percent', maximumFractionDigits: 0 })

/** Time spending: the week's total and a donut of the hours per day (text alternative: the total and each part). */
export function TimeSpending() {
  const { t } = useTranslation('academy')
  const { total, delta, days } = ACADEMY.timeSpending
  const items = Object.entries(days).map(([day, hours], i) => ({
    name: t(`dashboard.days.${day as keyof typeof days}`),
    value: hours,
    tone: PART_TONES[i],
  }))
  const parts = items.map((i) => `${i.name} ${t('dashboard.hours', { value: formatNumber(i.value) })}`).join(', ')
  return (
    <DashboardCard title={t('dashboard.timeSpending')} subtitle={t('dashboard.weeklyReport')}>
      <div className="grid grid-cols-2 items-center gap-4">
        <div className="flex flex-col gap-2">
          <span className="text-2xl font-medium text-strong tabular-nums" dir="ltr">
            {total}
          </span>
          <TrendChip percent={delta} className="w-fit" />
        </div>
        <DonutChart
          option={(c, env) => donutOption({ items }, c, env)}
          label={t('dashboard.timeSpending')}
          summary={t('dashboard.summary.donut', { total, parts })}
          height={150}
          centre={<span dir="ltr">{total}</span>}
        />
      </div>
    </DashboardCard>
  )
}

/** Topics you are interested in: horizontal bars, one colour per topic, and the legend with the shares. */
export function TopicsInterest() {
  const { t } = useTranslation('academy')
  const topics = Object.entries(ACADEMY.topics).map(([key, share], i) => ({
    name: t(`dashboard.topicNames.${key as keyof typeof ACADEMY.topics}`),
    share: share / 100,
    tone: PART_TONES[i]!,
  }))
  // The first topic on top: a category axis draws its first value at the bottom.
  const bars = [...topics].reverse()
  return (
    <DashboardCard title={t('dashboard.topics')} className="md:col-span-2">
      <div className="grid items-center gap-6 md:grid-cols-[3fr_2fr]">
        <Chart
          label={t('dashboard.topics')}
          summary={t('dashboard.summary.bars', { parts: topics.map((p) => `${p.name} ${pct(p.share)}`).join(', ') })}
          height={260}
          option={(c, env) => {
            const option = barOption(
              {
                categories: bars.map((b) => b.name),
                series: [{ name: t('dashboard.topics'), data: bars.map((b) => b.share) }],
                horizontal: true,
                format: { style: 'percent' },
              },
              c,
              env,
            )
            // Distributed: each bar in its topic's colour (the legend beside it uses the same tones).
            const [series] = option.series as { data: unknown[] }[]
            series!.data = bars.map((b) => ({ value: b.share, itemStyle: { color: colourOf(c, b.tone), borderRadius: 4 } }))
            return option
          }}
        />
        <ul className="grid grid-cols-2 gap-4" aria-label={t('dashboard.topics')}>
          {topics.map((p) => (
            <li key={p.name} className="flex gap-2">
              <span aria-hidden className={`mt-1.5 size-2.5 shrink-0 rounded-full ${toneClasses[p.tone].dot}`} />
              <span className="flex flex-col">
                <span className="text-sm text-muted">{p.name}</span>
                <span className="text-lg font-medium text-strong tabular-nums">{pct(p.share)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </DashboardCard>
  )
}
