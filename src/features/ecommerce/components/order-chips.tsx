import { useTranslation } from 'react-i18next'
import type { Order } from '@/api/contracts/ecommerce'
import { cn } from '@/lib/cn'
import { Chip } from '@/ui/chip'
import { toneClasses } from '@/ui/tone'
import { ORDER_STATUS_TONE, paymentOf } from '../lib/order-meta'

export function OrderStatusChip({ status }: { status: Order['status'] }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  return <Chip tone={ORDER_STATUS_TONE[status]}>{t(`orderStatus.${status}`)}</Chip>
}

/** The payment state: a dot and its label (paid, pending, failed, cancelled). */
export function PaymentState({ code }: { code: number }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const p = paymentOf(code)
  return (
    <span className={cn('inline-flex items-center gap-2 font-medium whitespace-nowrap', toneClasses[p.tone].text)}>
      <span aria-hidden className="size-2 rounded-full bg-current" />
      {t(`payment.${p.key}`)}
    </span>
  )
}

/** The payment method: PayPal, the card's last digits, cash on delivery or a gift card (the front checkout's). */
export function PaymentMethod({ order: o }: { order: Pick<Order, 'method' | 'methodNumber'> }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const label = {
    paypalLogo: () => t('method.paypal'),
    mastercard: () => t('method.card', { digits: o.methodNumber }),
    cashOnDelivery: () => t('method.cashOnDelivery'),
    giftCard: () => t('method.giftCard'),
  }[o.method]()
  return (
    <span className="whitespace-nowrap" dir={o.method === 'mastercard' || o.method === 'paypalLogo' ? 'ltr' : undefined}>
      {label}
    </span>
  )
}
