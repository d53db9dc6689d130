import { Mail, MousePointerClick, Send, ShoppingCart, UserX, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '@/lib/format'
import { Chip } from '@/ui/chip'
import { DashboardCard, type CardAction } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { TrendText } from '@/ui/dashboard/trend'
import { PageHeader } from '@/ui/page-header'
import { CircularProgress, LinearProgress } from '@/ui/progress'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { Timeline, TimelineItem } from '@/ui/timeline'
import { useToast } from '@/ui/toast'
import { countryName } from '../components/demo-data'

const pct = (v: number) => formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 1 })
/** Browser names are proper names, the same in every language; their shares add up to 100 %. */
const BROWSERS = [
  ['Chrome', 64.2, 'success'],
  ['Safari', 18.6, 'primary'],
  ['Firefox', 8.5, 'info'],
  ['Edge', 5.3, 'warning'],
  ['Opera', 3.4, 'error'],
] as const
const COUNTRIES = [
  ['us', 8656, 25.8],
  ['br', 2415, -6.2],
  ['in', 865, 12.4],
  ['au', 745, -11.9],
  ['fr', 45, 16.2],
  ['cn', 12, 14.8],
] as const
const VEHICLES = [
  ['new', 12, 'success'],
  ['good', 24, 'primary'],
  ['average', 14, 'info'],
  ['bad', 35, 'warning'],
  ['notWorking', 15, 'error'],
] as const
const CAMPAIGN = [
  ['emails', 12346, 0.3, Mail, 'success'],
  ['opened', 8734, 2.1, MousePointerClick, 'info'],
  ['clicked', 967, -1.4, Send, 'warning'],
  ['subscribed', 345, 8.5, Users, 'primary'],
  ['unsubscribed', 10, 1.2, UserX, 'secondary'],
] as const
const TRANSACTIONS = [
  ['visa', '4521', 'sent', 2820],
  ['mastercard', '8890', 'failed', 1450],
  ['visa', '2208', 'sent', 620],
  ['amex', '1034', 'pending', 3200],
] as const
const TX_TONE = { sent: 'success', failed: 'error', pending: 'warning' } as const

/** Advanced cards from the kit's card, list rows, progress and timeline (the template's figures). */
export default function CardAdvancePage() {
  const { t, i18n } = useTranslation('pages')
  const toast = useToast()
  /** The ⋮ menu of these demo cards: what it would do, said in a toast (nothing to refresh). */
  const menu = (title: string): CardAction[] =>
    (['refresh', 'share'] as const).map((a) => ({
      label: t(`cards.menu.${a}`),
      onClick: () => toast(t('cards.menu.done', { action: t(`cards.menu.${a}`), title })),
    }))
  const card = (id: 'browsers' | 'countries' | 'vehicles' | 'campaign' | 'activity' | 'transactions') => ({
    title: t(`cards.advance.${id}.title`),
    subtitle: t(`cards.advance.${id}.subtitle`),
    actions: menu(t(`cards.advance.${id}.title`)),
  })
  return (
    <>
      <PageHeader title={t('cards.titles.advance')} subtitle={t('cards.advanceSubtitle')} />
      <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <DashboardCard {...card('browsers')}>
          <ListCardRows
            label={t('cards.advance.browsers.title')}
            items={BROWSERS.map(([name, value, tone]) => ({
              key: name,
              title: name,
              value: pct(value),
              avatar: <CircularProgress value={value} tone={tone} size={32} thickness={4} label={name} />,
            }))}
          />
        </DashboardCard>
        <DashboardCard {...card('countries')}>
          <ListCardRows
            label={t('cards.advance.countries.title')}
            items={COUNTRIES.map(([code, sales, change]) => ({
              key: code,
              avatar: (
                <img src={`/images/flags/${code}.svg`} alt="" width={34} height={34} className="size-[34px] rounded-full object-cover" />
              ),
              title: formatMoney(sales * 1000, 'USD'),
              subtitle: countryName(i18n.language, code),
              value: <TrendText percent={change} />,
            }))}
          />
        </DashboardCard>
        <DashboardCard {...card('vehicles')}>
          <ul className="flex flex-col gap-4">
            {VEHICLES.map(([id, value, tone]) => (
              <li key={id} className="flex flex-col gap-1.5">
                <span className="flex justify-between text-sm">
                  <span className="text-strong">{t(`cards.advance.vehicles.${id}`)}</span>
                  <span className="text-muted tabular-nums">{pct(value)}</span>
                </span>
                <LinearProgress value={value} tone={tone} label={t(`cards.advance.vehicles.${id}`)} />
              </li>
            ))}
          </ul>
        </DashboardCard>
        <DashboardCard {...card('campaign')}>
          <ListCardRows
            label={t('cards.advance.campaign.title')}
            items={CAMPAIGN.map(([id, count, change, Icon, tone]) => ({
              key: id,
              icon: <Icon />,
              tone,
              title: t(`cards.advance.campaign.${id}`),
              value: formatNumber(count),
              meta: <TrendText percent={change} />,
            }))}
          />
        </DashboardCard>
        <DashboardCard {...card('activity')}>
          <Timeline label={t('cards.advance.activity.title')}>
            {(['invoices', 'meeting', 'project'] as const).map((id, i) => (
              <TimelineItem
                key={id}
                tone={(['primary', 'success', 'info'] as const)[i]}
                title={t(`cards.advance.activity.${id}.title`)}
                time={t(`cards.advance.activity.${id}.time`)}
              >
                <p className="text-sm text-muted">{t(`cards.advance.activity.${id}.body`)}</p>
              </TimelineItem>
            ))}
          </Timeline>
        </DashboardCard>
        <DashboardCard {...card('transactions')} bodyClassName="px-0">
          <Table caption={t('cards.advance.transactions.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('cards.advance.transactions.card')}</TableHead>
                <TableHead>{t('cards.advance.transactions.status')}</TableHead>
                <TableHead align="end">{t('cards.advance.transactions.amount')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {TRANSACTIONS.map(([brand, last4, status, amount]) => (
                <TableRow key={last4}>
                  <TableCell>
                    <span className="flex items-center gap-2">
                      <ShoppingCart className="size-4 text-muted" aria-hidden />
                      <span dir="ltr">*{last4}</span>
                      <span className="text-xs text-muted">{t(`cards.advance.transactions.brands.${brand}`)}</span>
                    </span>
                  </TableCell>
                  <TableCell>
                    <Chip tone={TX_TONE[status]}>{t(`cards.advance.transactions.statuses.${status}`)}</Chip>
                  </TableCell>
                  <TableCell align="end" className="tabular-nums">
                    {formatMoney(amount, 'USD')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DashboardCard>
      </div>
    </>
  )
}
