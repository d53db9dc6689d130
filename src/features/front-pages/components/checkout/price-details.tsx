import { useTranslation } from 'react-i18next'
import { orderTotals, type DeliverySpeed } from '@/api/contracts/ecommerce'
import { PriceRows } from '../order-summary'

/** The cart's price details (bag, coupon, gift wrap, delivery, total), computed like the API does. */
export function PriceDetails({
  lines,
  delivery,
  coupon,
  giftWrap,
}: {
  lines: readonly { price: number; qty: number }[]
  delivery: DeliverySpeed
  coupon: boolean
  giftWrap: boolean
}) {
  const { t } = useTranslation('front')
  const totals = orderTotals({ lines, delivery, coupon, giftWrap })
  const rows: { label: string; amount: number; tone?: 'success' }[] = [{ label: t('checkout.price.bag'), amount: totals.bag }]
  if (coupon) rows.push({ label: t('checkout.price.coupon'), amount: -totals.discount, tone: 'success' })
  if (giftWrap) rows.push({ label: t('checkout.price.giftWrap'), amount: totals.giftWrap })
  rows.push({ label: t('checkout.price.delivery'), amount: totals.delivery, tone: totals.delivery === 0 ? 'success' : undefined })
  rows.push({ label: t('checkout.price.total'), amount: totals.total })
  return (
    <section aria-labelledby="price-details-title" className="rounded-lg border border-border p-5">
      <h3 id="price-details-title" className="mb-4 font-medium text-strong">
        {t('checkout.price.title')}
      </h3>
      <PriceRows rows={rows} />
    </section>
  )
}
