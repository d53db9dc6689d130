import { MapPin, Package, PackageCheck, Send, Smile, Timer, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { donutOption } from '@/ui/charts/presets'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { DonutChart } from '@/ui/dashboard/donut-chart'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { TrendText } from '@/ui/dashboard/trend'
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/ui/tabs'
import { Timeline, TimelineItem } from '@/ui/timeline'
import { toneClasses } from '@/ui/tone'
import { LOGISTICS } from '../lib/template-data'

const PERFORMANCE_ICONS = {
  inTransit: <Package />,
  outForDelivery: <Truck />,
  delivered: <PackageCheck />,
  successRate: <Send />,
  averageTime: <Timer />,
  satisfaction: <Smile />,
}

/** Delivery performance: six figures with their monthly change. */
export function DeliveryPerformance() {
  const { t } = useTranslation('logistics')
  const value = (p: (typeof LOGISTICS.performance)[number]) => {
    if (p.unit === 'percent') return formatNumber(p.value / 100, { style: 'percent' })
    if (p.unit === 'days') return t('dashboard.days', { value: formatNumber(p.value) })
    if (p.unit === 'outOf5') return t('dashboard.outOf5', { value: formatNumber(p.value) })
    return formatNumber(p.value, { notation: 'compact' })
  }
  return (
    <DashboardCard title={t('dashboard.deliveryPerformance')} subtitle={t('dashboard.deliveryPerformanceSubtitle')}>
      <ListCardRows
        label={t('dashboard.deliveryPerformance')}
        items={LOGISTICS.performance.map((p) => ({
          key: p.key,
          icon: PERFORMANCE_ICONS[p.key],
          tone: p.tone,
          title: t(`dashboard.performance.${p.key}`),
          subtitle: <TrendText percent={p.delta} />,
          value: value(p),
        }))}
      />
    </DashboardCard>
  )
}

/** Delivery exceptions: a donut of the four causes (text alternative: the total and each part). */
export function DeliveryExceptions() {
  const { t } = useTranslation('logistics')
  const tones = ['primary', 'info', 'warning', 'error'] as const
  const items = Object.entries(LOGISTICS.exceptions).map(([key, value], i) => ({
    name: t(`dashboard.exceptions.${key as keyof typeof LOGISTICS.exceptions}`),
    value,
    tone: tones[i % tones.length]!,
  }))
  const total = items.reduce((n, i) => n + i.value, 0)
  const share = (v: number) => formatNumber(v / total, { style: 'percent' })
  return (
    <DashboardCard title={t('dashboard.deliveryExceptions')}>
      <DonutChart
        option={(c, env) => donutOption({ items }, c, env)}
        label={t('dashboard.deliveryExceptions')}
        summary={t('dashboard.donutSummary', {
          total: formatNumber(total),
          parts: items.map((i) => `${i.name} ${share(i.value)}`).join(', '),
        })}
        height={220}
        centre={formatNumber(total)}
        caption={t('dashboard.exceptionsTotal')}
      />
      <ul className="mt-4 grid grid-cols-2 gap-3 text-sm" aria-label={t('dashboard.deliveryExceptions')}>
        {items.map((i) => (
          <li key={i.name} className="flex items-center gap-2">
            <span aria-hidden className={`size-2.5 shrink-0 rounded-full ${toneClasses[i.tone].solid}`} />
            <span className="text-muted">{i.name}</span>
            <span className="ms-auto font-medium tabular-nums">{share(i.value)}</span>
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

type OrderTab = keyof typeof LOGISTICS.orders
const ORDER_TABS = Object.keys(LOGISTICS.orders) as OrderTab[]

/** Orders by countries: New / Preparing / Shipping, each order a sender → receiver timeline. */
export function OrdersByCountries() {
  const { t } = useTranslation('logistics')
  const count = ORDER_TABS.reduce((n, k) => n + LOGISTICS.orders[k].length, 0)
  return (
    <DashboardCard title={t('dashboard.ordersByCountries')} subtitle={t('dashboard.ordersCount', { value: formatNumber(count) })}>
      <Tabs>
        <TabList aria-label={t('dashboard.ordersByCountries')}>
          {ORDER_TABS.map((k) => (
            <Tab key={k}>{t(`dashboard.tabs.${k}`)}</Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          {ORDER_TABS.map((k) => (
            <TabPanel key={k}>
              <ul className="flex flex-col gap-4">
                {LOGISTICS.orders[k].map((o) => (
                  <li key={o.sender} className="border-b border-dashed border-border pb-4 last:border-0 last:pb-0">
                    <Timeline label={t('dashboard.orderRoute', { from: o.sender, to: o.receiver })}>
                      <TimelineItem tone="success" icon={<MapPin />} title={t('dashboard.sender')}>
                        <p className="font-medium text-strong">{o.sender}</p>
                        <p className="text-sm text-muted">{o.from}</p>
                      </TimelineItem>
                      <TimelineItem tone="primary" icon={<MapPin />} title={t('dashboard.receiver')}>
                        <p className="font-medium text-strong">{o.receiver}</p>
                        <p className="text-sm text-muted">{o.to}</p>
                      </TimelineItem>
                    </Timeline>
                  </li>
                ))}
              </ul>
            </TabPanel>
          ))}
        </TabPanels>
      </Tabs>
    </DashboardCard>
  )
}
