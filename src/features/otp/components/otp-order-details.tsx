import { CheckCircle2, CircleDot, Clock, MessageSquareText, Undo2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { OtpOrder } from '@/api/contracts/otp'
import { cn } from '@/lib/cn'
import { formatDate, formatMoney } from '@/lib/format'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import type { I18nSubKey } from '@/i18n/i18n-keys'

const time = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' })

/** Price and the order's timeline: ordered, code received, finished or refunded, expiry. */
export function OtpOrderDetails({ order }: { order: OtpOrder }) {
  const { t } = useTranslation('otp')
  const steps = [
    { key: 'created', icon: CircleDot, at: order.createdAt, tone: 'text-primary' },
    order.receivedAt && { key: 'received', icon: MessageSquareText, at: order.receivedAt, tone: 'text-success' },
    order.finishedAt && { key: 'finished', icon: CheckCircle2, at: order.finishedAt, tone: 'text-primary' },
    order.refundedAt && {
      key: order.status === 'expired' ? 'expired' : 'cancelled',
      icon: Undo2,
      at: order.refundedAt,
      tone: 'text-warning',
    },
    order.status === 'waiting' && { key: 'expires', icon: Clock, at: order.expiresAt, tone: 'text-muted' },
  ].filter((s): s is { key: I18nSubKey<'otp', 'timeline'>; icon: typeof Clock; at: string; tone: string } => Boolean(s))
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{t('order.details')}</CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">{t('fields.price')}</dt>
            <dd className="text-lg font-semibold text-strong tabular-nums">{formatMoney(order.price)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('fields.refund')}</dt>
            <dd className={cn('text-lg font-semibold tabular-nums', order.refundedAt ? 'text-success' : 'text-subtle')}>
              {order.refundedAt ? formatMoney(order.price) : '—'}
            </dd>
          </div>
        </dl>
        <ol className="relative flex flex-col gap-4 border-s border-border ps-5" aria-label={t('order.timeline')}>
          {steps.map(({ key, icon: Icon, at, tone }) => (
            <li key={key} className="relative">
              <span className="absolute -start-[29px] top-0 flex size-5 items-center justify-center rounded-full bg-surface" aria-hidden>
                <Icon className={cn('size-4', tone)} />
              </span>
              <p className="text-sm font-medium text-strong">{t(`timeline.${key}`)}</p>
              <p className="text-xs text-muted">
                <time dateTime={at}>{time(at)}</time>
              </p>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  )
}
