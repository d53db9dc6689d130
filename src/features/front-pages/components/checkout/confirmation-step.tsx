import { CircleCheckBig } from 'lucide-react'
import { addDays } from 'date-fns'
import { useTranslation } from 'react-i18next'
import type { Order } from '@/api/contracts/ecommerce'
import { regionName } from '@/lib/display-names'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import type { CheckoutValues } from '../../lib/checkout-schema'
import { DELIVERY_LABELS, PAYMENT_LABELS } from '../../lib/labels'
import { DELIVERY_DAYS } from './address-step'
import { PriceDetails } from './price-details'

/** Confirmation: thank-you, the order number the API gave, shipping / billing / method blocks, items, prices. */
export function ConfirmationStep({ order, values }: { order: Order; values: CheckoutValues }) {
  const { t } = useTranslation('front')
  const a = values.address
  const address = (
    <address className="text-muted not-italic">
      {a.name}
      <br />
      {a.line}
      <br />
      {a.postcode} {a.city}
      <br />
      {regionName(a.country)}
    </address>
  )
  return (
    <div className="flex flex-col gap-8">
      <div className="text-center" role="status">
        <CircleCheckBig aria-hidden className="mx-auto size-14 text-success" />
        <h2 className="mt-3 text-2xl font-semibold text-strong">{t('checkout.done.title')}</h2>
        <p className="mt-2 text-muted">
          {t('checkout.done.order')}{' '}
          <strong className="text-strong" data-testid="order-number">
            #{order.order}
          </strong>
        </p>
        <p className="mt-1 text-muted">{t('checkout.done.email', { email: order.email })}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <section className="rounded-lg border border-border p-4">
          <h3 className="mb-2 font-medium text-strong">{t('checkout.done.shipping')}</h3>
          {address}
        </section>
        <section className="rounded-lg border border-border p-4">
          <h3 className="mb-2 font-medium text-strong">{t('checkout.done.billing')}</h3>
          {address}
        </section>
        <section className="rounded-lg border border-border p-4">
          <h3 className="mb-2 font-medium text-strong">{t('checkout.done.method')}</h3>
          <p className="text-muted">{t(DELIVERY_LABELS[values.delivery])}</p>
          <p className="text-muted">
            {t('checkout.delivery.eta', {
              date: formatDate(addDays(new Date(), DELIVERY_DAYS[values.delivery]), { weekday: 'short', day: 'numeric', month: 'short' }),
            })}
          </p>
          <p className="text-muted">{t(PAYMENT_LABELS[values.payment])}</p>
        </section>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <ul className="divide-y divide-border rounded-lg border border-border">
          {values.items.map((i) => (
            <li key={i.id} className="flex items-center gap-4 p-4">
              <img src={i.image} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-md bg-surface-2 p-1" />
              <span className="flex-1">
                <span className="block font-medium text-strong">{i.name}</span>
                <span className="block text-sm text-muted">{t('checkout.done.qty', { qty: formatNumber(i.qty) })}</span>
              </span>
              <span className="font-medium">{formatMoney(i.price * i.qty)}</span>
            </li>
          ))}
        </ul>
        <PriceDetails lines={values.items} delivery={values.delivery} coupon={values.coupon} giftWrap={values.giftWrap} />
      </div>
    </div>
  )
}
