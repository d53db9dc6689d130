import { CheckCircle2, ShoppingCart, Undo2, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AccountsDashboard, OtpFigures } from '@/api/contracts/dashboard'
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format'
import { Chart } from '@/ui/chart'
import { seriesFacts } from '@/ui/charts/env'
import { areaOption, barOption } from '@/ui/charts/presets'
import { Chip } from '@/ui/chip'
import { QueryCard } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { EmptyState } from '@/ui/empty-state'
import type { QueryLike } from '@/ui/query-state'
import { StatCard } from '@/ui/stat-card'
import { part, useDayLabels } from './accounts-parts'
import { FULL_WIDTH } from '@/ui/dashboard/dashboard-grid'

const ORDER_TONE = { waiting: 'warning', received: 'info', finished: 'success', cancelled: 'secondary', expired: 'error' } as const

/** OTP: totals, spend and refunds per day, orders per day, latest orders (everyone's for the admin, one's own otherwise). */
export function OtpBlock({ query, days, narrow }: { query: QueryLike<AccountsDashboard>; days: string[]; narrow?: boolean }) {
  const { t } = useTranslation('dashboards')
  const labels = useDayLabels(days)
  const otp = part(query, 'otp')
  const money = { style: 'currency', currency: 'EUR' } as const
  return (
    <>
      <QueryCard
        title={t('accounts.otp.title')}
        subtitle={otp.data ? t(`accounts.otp.scope.${otp.data.scope}`) : undefined}
        query={otp}
        loadFailed={t('accounts.loadFailed')}
        className={FULL_WIDTH}
        skeletonHeight={96}
      >
        {(o: OtpFigures) => (
          <div className="@container">
            <div className="grid gap-4 @md:grid-cols-2 @3xl:grid-cols-4">
              {(
                [
                  { key: 'orders', value: o.totals.count, icon: <ShoppingCart /> },
                  { key: 'spent', value: formatMoney(o.totals.spent), tone: 'info', icon: <Wallet /> },
                  { key: 'refunded', value: formatMoney(o.totals.refunded), tone: 'warning', icon: <Undo2 /> },
                  { key: 'net', value: formatMoney(o.totals.net), tone: 'success', icon: <CheckCircle2 /> },
                ] as const
              ).map((s) => (
                <StatCard
                  key={s.key}
                  className="shadow-none ring-1 ring-border"
                  label={t(`accounts.otp.${s.key}`)}
                  value={s.value}
                  tone={'tone' in s ? s.tone : undefined}
                  icon={s.icon}
                />
              ))}
            </div>
          </div>
        )}
      </QueryCard>
      <QueryCard
        title={t('accounts.otp.spendRefunds')}
        subtitle={t('accounts.last30')}
        query={otp}
        loadFailed={t('accounts.loadFailed')}
        className="dash-4:col-span-2"
      >
        {(o: OtpFigures) => (
          <Chart
            label={t('accounts.otp.spendRefunds')}
            summary={t('accounts.otp.spendSummary', {
              spent: formatMoney(seriesFacts(o.spent).total),
              refunded: formatMoney(seriesFacts(o.refunded).total),
            })}
            height={220}
            option={(c, env) =>
              areaOption(
                {
                  categories: labels,
                  legend: true,
                  smooth: false,
                  format: money,
                  series: [
                    { name: t('accounts.otp.spent'), data: o.spent, tone: 'info' },
                    { name: t('accounts.otp.refunded'), data: o.refunded, tone: 'warning' },
                  ],
                },
                c,
                env,
              )
            }
          />
        )}
      </QueryCard>
      <QueryCard
        title={t('accounts.otp.ordersPerDay')}
        subtitle={t('accounts.last30')}
        query={otp}
        loadFailed={t('accounts.loadFailed')}
        className="dash-4:col-span-2"
      >
        {(o: OtpFigures) => {
          const facts = seriesFacts(o.orders)
          return (
            <Chart
              label={t('accounts.otp.ordersPerDay')}
              summary={t('accounts.otp.ordersSummary', {
                total: formatNumber(facts.total),
                max: formatNumber(facts.max),
                at: labels[facts.maxIndex] ?? '',
              })}
              height={220}
              option={(c, env) =>
                barOption({ categories: labels, series: [{ name: t('accounts.otp.orders'), data: o.orders }], highlight: 'max' }, c, env)
              }
            />
          )
        }}
      </QueryCard>
      <QueryCard
        title={t('accounts.otp.latest')}
        query={otp}
        loadFailed={t('accounts.loadFailed')}
        isEmpty={(o) => o.latest.length === 0}
        empty={<EmptyState size="sm" title={t('accounts.otp.noOrders')} />}
        className={narrow ? 'dash-4:col-span-3' : FULL_WIDTH}
      >
        {(o: OtpFigures) => (
          <ListCardRows
            label={t('accounts.otp.latest')}
            items={o.latest.map((order) => ({
              key: order.id,
              title: <span dir="ltr">{order.phone}</span>,
              subtitle: `${t(`accounts.otp.services.${order.service}`)} · ${formatDateTime(order.createdAt)}`,
              value: formatMoney(order.price),
              meta: <Chip tone={ORDER_TONE[order.status]}>{t(`accounts.otp.status.${order.status}`)}</Chip>,
            }))}
          />
        )}
      </QueryCard>
    </>
  )
}
