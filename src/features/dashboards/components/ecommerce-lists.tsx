import { ArrowDownLeft, ArrowUpRight, Banknote, CreditCard, Undo2, Wallet } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { displayNames, formatMoney, formatNumber } from '@/lib/format'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { Timeline, TimelineItem } from '@/ui/timeline'
import { toggleButtonClass } from '@/ui/toggle-group'
import { ECOMMERCE } from '../lib/template-data'

export function PopularProducts() {
  const { t } = useTranslation('dashboards')
  return (
    <DashboardCard
      title={t('widgets.ecommerce.popularProducts')}
      subtitle={t('widgets.ecommerce.totalVisitors', { n: formatNumber(10_400) })}
    >
      <ListCardRows
        label={t('widgets.ecommerce.popularProducts')}
        items={ECOMMERCE.products.map((p) => ({
          key: p.key,
          avatar: (
            <img src={`/images/products/${p.key}.svg`} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md bg-hover" />
          ),
          title: t(`widgets.ecommerce.products.${p.key}`),
          subtitle: t('widgets.ecommerce.item', { n: p.sku }),
          value: formatMoney(p.price),
        }))}
      />
    </DashboardCard>
  )
}

const SHIPMENT_TABS = ['new', 'preparing', 'shipping'] as const

export function OrdersByCountries() {
  const { t } = useTranslation('dashboards')
  const [tab, setTab] = useState<(typeof SHIPMENT_TABS)[number]>('new')
  const country = (code: string) => displayNames('region').of(code) ?? code
  return (
    <DashboardCard
      title={t('widgets.ecommerce.ordersByCountries')}
      subtitle={t('widgets.ecommerce.ordersInTransit', { n: formatNumber(62) })}
      className="dash-4:col-span-2"
    >
      <div role="group" aria-label={t('widgets.ecommerce.ordersByCountries')} className="mb-4 flex gap-2">
        {SHIPMENT_TABS.map((k) => (
          <button key={k} type="button" aria-pressed={tab === k} onClick={() => setTab(k)} className={`${toggleButtonClass} flex-1 px-3`}>
            {t(`widgets.ecommerce.shipments.${k}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-4">
        {ECOMMERCE.shipments[tab].map((s, i) => (
          <Timeline key={i} label={t('widgets.ecommerce.shipment', { n: i + 1 })}>
            <TimelineItem tone="success" icon={<ArrowUpRight />} title={t('widgets.ecommerce.sender')}>
              <p className="text-sm text-muted">{country(s.from)}</p>
            </TimelineItem>
            <TimelineItem tone="primary" icon={<ArrowDownLeft />} title={t('widgets.ecommerce.receiver')}>
              <p className="text-sm text-muted">{country(s.to)}</p>
            </TimelineItem>
          </Timeline>
        ))}
      </div>
    </DashboardCard>
  )
}

const TX_ICONS = { paypal: <Wallet />, wallet: <Wallet />, transfer: <Banknote />, card: <CreditCard />, refund: <Undo2 /> }

export function Transactions() {
  const { t } = useTranslation('dashboards')
  return (
    <DashboardCard
      title={t('widgets.ecommerce.transactions')}
      subtitle={t('widgets.ecommerce.transactionsHint')}
      className="dash-4:col-span-2"
    >
      <ListCardRows
        label={t('widgets.ecommerce.transactions')}
        items={ECOMMERCE.transactions.map((x, i) => ({
          key: i,
          icon: TX_ICONS[x.key],
          tone: x.tone,
          title: t(`widgets.ecommerce.methods.${x.key}`),
          value: <span className={x.amount < 0 ? 'text-error' : 'text-success'}>{formatMoney(x.amount)}</span>,
        }))}
      />
    </DashboardCard>
  )
}
