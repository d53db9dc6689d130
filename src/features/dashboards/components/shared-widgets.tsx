import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { displayNames, formatMoney } from '@/lib/format'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { TrendText } from '@/ui/dashboard/trend'
import { LinearProgress } from '@/ui/progress'
import { toneClasses, type Tone } from '@/ui/tone'
import { COUNTRY_SALES } from '../lib/template-data'
import { useWidgetActions } from './chart-widget'

/** Sales by countries (analytics, CRM): flag, amount, country, change. */
export function SalesByCountries() {
  const { t } = useTranslation('dashboards')
  const { actions } = useWidgetActions({
    file: 'sales-by-countries',
    header: ['country', 'amount', 'change %'],
    rows: COUNTRY_SALES.map((c) => [c.code, c.amount, c.delta]),
  })
  return (
    <DashboardCard title={t('widgets.salesByCountries.title')} subtitle={t('widgets.salesByCountries.subtitle')} actions={actions}>
      <ListCardRows
        label={t('widgets.salesByCountries.title')}
        items={COUNTRY_SALES.map((c) => ({
          key: c.code,
          avatar: (
            <img
              src={`/images/flags/${c.code.toLowerCase()}.svg`}
              alt=""
              width={34}
              height={34}
              className="size-[34px] shrink-0 rounded-full object-cover"
            />
          ),
          title: formatMoney(c.amount),
          subtitle: displayNames('region').of(c.code),
          value: <TrendText percent={c.delta} />,
        }))}
      />
    </DashboardCard>
  )
}

/** A label and a figure with a bar under it (mini stats of the earning reports and sales overview). */
export function MiniStat({
  icon,
  label,
  value,
  percent,
  tone = 'primary',
}: {
  icon: React.ReactNode
  label: string
  value: string
  percent: number
  tone?: Tone
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <span className="flex items-center gap-2 text-sm text-text">
        <span aria-hidden className={cn('flex size-7 items-center justify-center rounded-md [&_svg]:size-4', toneClasses[tone].soft)}>
          {icon}
        </span>
        {label}
      </span>
      <span className="text-lg font-medium text-strong tabular-nums">{value}</span>
      <LinearProgress value={percent} label={label} tone={tone} />
    </div>
  )
}
