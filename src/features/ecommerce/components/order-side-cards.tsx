import { Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { OrderDetails } from '@/api/contracts/ecommerce-orders'
import { regionName } from '@/lib/display-names'
import { formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import { Timeline, TimelineItem } from '@/ui/timeline'
import type { OrderEditKind } from './order-details-dialogs'

/** The six shipping steps, done or to come (from the order's status). */
export function ShippingActivityCard({ order: o }: { order: OrderDetails }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orderDetails.activity')}</CardTitle>
      </CardHeader>
      <CardBody>
        <Timeline label={t('orderDetails.activity')}>
          {o.activity.map((a) => (
            <TimelineItem
              key={a.step}
              tone={a.done ? 'primary' : 'secondary'}
              title={t(`shippingSteps.${a.step}`)}
              time={t(a.done ? 'orderDetails.done' : 'orderDetails.toCome')}
            />
          ))}
        </Timeline>
      </CardBody>
    </Card>
  )
}

/** The customer (avatar, orders count, contact) and the shipping / billing addresses, each with its "Edit" dialog. */
export function OrderCustomerCard({ order: o, onEdit }: { order: OrderDetails; onEdit: (kind: OrderEditKind) => void }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const heading = (kind: OrderEditKind, title: string, label: string) => (
    <div className="mb-1 flex items-center justify-between gap-2">
      <h3 className="font-medium text-strong">{title}</h3>
      <Button variant="text" size="sm" aria-label={label} onClick={() => onEdit(kind)}>
        <Pencil aria-hidden />
        {t('orders.edit')}
      </Button>
    </div>
  )
  const address = (a: OrderDetails['shippingAddress']) => (
    <address className="not-italic">
      {a.line}
      <br />
      {a.postcode} {a.city}
      <br />
      {regionName(a.country.toUpperCase())}
    </address>
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orderDetails.customer')}</CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <Avatar src={o.avatar || undefined} name={o.customer} size={40} />
          <div className="min-w-0">
            <p className="truncate font-medium text-strong">{o.customer}</p>
            {o.customerId !== null && <p className="text-[0.8125rem] text-muted">{t('orderDetails.customerId', { id: o.customerId })}</p>}
          </div>
        </div>
        <p>{t('orderDetails.customerOrders', { count: formatNumber(o.customerOrders) })}</p>
        <div>
          {heading('customer', t('orderDetails.contact'), t('orders.editCustomer'))}
          <p dir="ltr" className="text-start">
            {o.email}
          </p>
          <p dir="ltr" className="text-start">
            {o.contact}
          </p>
        </div>
        <div>
          {heading('shippingAddress', t('orderDetails.shippingAddress'), t('orders.editShipping'))}
          {address(o.shippingAddress)}
        </div>
        <div>
          {heading('billingAddress', t('orderDetails.billingAddress'), t('orders.editBilling'))}
          {address(o.billingAddress)}
        </div>
      </CardBody>
    </Card>
  )
}
