import { CreditCard } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '@/lib/format'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { LinearProgress } from '@/ui/progress'

/** Fictional plan and payment data of the demo workspace. */
const PLAN = { name: 'Team', price: 49, renewsOn: '2026-12-15', daysUsed: 23, daysTotal: 30 }
const CARDS = [
  { brand: 'Visa', last4: '4242', holder: 'Vermilion SAS', expires: '09/28', primary: true },
  { brand: 'Mastercard', last4: '5521', holder: 'Vermilion SAS', expires: '02/27', primary: false },
]
const HISTORY = [
  { id: 'INV-5036', date: '2026-11-15', amount: 49, status: 'paid' },
  { id: 'INV-4871', date: '2026-10-15', amount: 49, status: 'paid' },
  { id: 'INV-4702', date: '2026-09-15', amount: 29, status: 'paid' },
] as const

export function BillingTab() {
  const { t } = useTranslation('account')
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('billing.currentPlan')}</CardTitle>
            <CardSubtitle>{t('billing.planLine', { plan: PLAN.name, price: formatMoney(PLAN.price) })}</CardSubtitle>
          </div>
          <Chip tone="primary">{t('billing.active')}</Chip>
        </CardHeader>
        <CardBody className="grid gap-3">
          <p className="text-muted">{t('billing.renews', { date: formatDate(PLAN.renewsOn, { dateStyle: 'long' }) })}</p>
          <div className="flex justify-between text-sm">
            <span>{t('billing.days')}</span>
            <span>{t('billing.daysOf', { used: PLAN.daysUsed, total: PLAN.daysTotal })}</span>
          </div>
          <LinearProgress value={(PLAN.daysUsed / PLAN.daysTotal) * 100} label={t('billing.days')} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('billing.paymentMethods')}</CardTitle>
        </CardHeader>
        <CardBody>
          <ul className="grid gap-3 md:grid-cols-2">
            {CARDS.map((c) => (
              <li key={c.last4} className="flex items-center gap-4 rounded-lg bg-surface-2 p-4">
                <span className="flex size-12 items-center justify-center rounded-md bg-primary/15 text-primary">
                  <CreditCard className="size-6" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-strong">
                    {c.brand} •••• <span dir="ltr">{c.last4}</span>
                  </p>
                  <p className="text-sm text-muted">
                    {c.holder} · {t('billing.expires', { date: c.expires })}
                  </p>
                </div>
                {c.primary && <Chip tone="success">{t('billing.primary')}</Chip>}
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('billing.history')}</CardTitle>
        </CardHeader>
        <Table wrapperClassName="pb-2">
          <TableHeader>
            <tr>
              <TableHead>{t('billing.invoice')}</TableHead>
              <TableHead>{t('billing.date')}</TableHead>
              <TableHead align="end">{t('billing.amount')}</TableHead>
              <TableHead>{t('billing.status')}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {HISTORY.map((h) => (
              <TableRow key={h.id}>
                <TableCell className="font-medium text-primary" dir="ltr">
                  {h.id}
                </TableCell>
                <TableCell>{formatDate(h.date)}</TableCell>
                <TableCell align="end">{formatMoney(h.amount)}</TableCell>
                <TableCell>
                  <Chip tone="success">{t(`billing.statuses.${h.status}`)}</Chip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  )
}
