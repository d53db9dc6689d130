import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import { ORDER_STATUSES, type Order } from '@/api/contracts/ecommerce'
import type { OrderDetails } from '@/api/contracts/ecommerce-orders'
import { ecommerceOrders } from '@/api/resources/ecommerce'
import { formatDate } from '@/lib/format'
import { useDialogState } from '@/lib/use-dialog-state'
import { linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/dialog'
import { Select } from '@/ui/field'
import { PageHeader } from '@/ui/page-header'
import { QueryState } from '@/ui/query-state'
import { OrderStatusChip, PaymentState } from '../components/order-chips'
import { OrderLinesCard } from '../components/order-lines-card'
import { OrderCustomerCard, ShippingActivityCard } from '../components/order-side-cards'
import { OrderAddressDialog, OrderCustomerDialog, type OrderEditKind } from '../components/order-details-dialogs'
import { orderDate } from '../lib/order-meta'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/order/details/:id: lines and totals, shipping activity, customer, addresses; status change and delete. */
export default function OrderDetailsPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const id = Number(useParams().id)
  const order = ecommerceOrders.useDetail(id)
  return (
    <QueryState query={order} error={t('orderDetails.loadFailed')}>
      {(o) => <OrderDetailsView order={o} />}
    </QueryState>
  )
}

function OrderDetailsView({ order: o }: { order: OrderDetails }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const editing = useDialogState<OrderEditKind, null>()
  const [addressKind, setAddressKind] = useState<'shippingAddress' | 'billingAddress'>('shippingAddress')
  const edit = (kind: OrderEditKind) => {
    if (kind !== 'customer') setAddressKind(kind)
    editing.open(kind)
  }
  const failed = t('toasts.failed')
  const setStatus = ecommerceOrders.useMutation('setStatus', {
    failed,
    success: (saved) => t('orderDetails.statusSaved', { order: saved.order, status: t(`orderStatus.${saved.status}`) }),
  })
  const remove = ecommerceOrders.useMutation('remove', { failed, success: () => t('orders.deleted', { order: o.order }) })
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={t('orderDetails.title', { order: o.order })}
        subtitle={
          <span className="flex flex-wrap items-center gap-3">
            <PaymentState code={o.payment} />
            <OrderStatusChip status={o.status} />
            <span>{formatDate(orderDate(o), { dateStyle: 'long', timeZone: 'UTC' })}</span>
          </span>
        }
        actions={
          <div className="flex flex-wrap items-end gap-3">
            <Select
              label={t('orderDetails.changeStatus')}
              value={o.status}
              disabled={setStatus.isPending}
              onChange={(e) => setStatus.mutate({ id: o.id, body: { status: e.target.value as Order['status'] } })}
              options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))}
            />
            <Button variant="tonal" color="error" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t('orderDetails.delete')}
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderLinesCard order={o} />
          <ShippingActivityCard order={o} />
        </div>
        <OrderCustomerCard order={o} onEdit={edit} />
      </div>
      <OrderCustomerDialog order={o} open={editing.isOpen('customer')} onClose={editing.close} />
      <OrderAddressDialog order={o} kind={addressKind} open={editing.isOpen(addressKind)} onClose={editing.close} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(o.id, { onSuccess: () => void navigate(linkTo('orderList')) })}
        busy={remove.isPending}
        title={t('orders.deleteTitle')}
        message={t('orders.deleteMessage', { order: o.order })}
        confirmLabel={t('common:actions.delete')}
      />
    </div>
  )
}
