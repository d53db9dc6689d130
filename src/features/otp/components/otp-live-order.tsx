import { useQueryClient } from '@tanstack/react-query'
import { CheckCheck, History, MessageSquareDashed, RotateCcw, SearchX, ShoppingCart, XCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ApiError } from '@/api/client'
import type { OtpOrder } from '@/api/contracts/otp'
import { formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Alert } from '@/ui/alert'
import { Button, buttonVariants } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { ConfirmDialog } from '@/ui/dialog'
import { EmptyState } from '@/ui/empty-state'
import { LinearProgress } from '@/ui/progress'
import { Skeleton } from '@/ui/skeleton'
import { useToast } from '@/ui/toast'
import { otpKeys } from '../api/otp-keys'
import { ORDER_POLL_MS, useOrder } from '../api/use-orders'
import { useCancelOrder, useFinishOrder } from '../api/use-order-actions'
import { formatPhone } from '../lib/otp-format'
import { OtpCopyButton } from './otp-copy-button'
import { OtpCountdown } from './otp-countdown'
import { OtpCountry } from './otp-country'
import { OtpOrderDetails } from './otp-order-details'
import { OtpService } from './otp-service'
import { OtpStatusChip } from './otp-status-chip'

/** /otp/order/{id}: the number, the countdown, the code when it lands, cancel and finish. */
export function OtpLiveOrder({ id }: { id: number }) {
  const { t } = useTranslation(['otp', 'common'])
  const { data: order, isPending, error, refetch } = useOrder(id)
  useStatusNotices(order)

  if (isPending) return <LiveSkeleton />
  if (!order) {
    const missing = error instanceof ApiError && error.status === 404
    return (
      <Card>
        <EmptyState
          icon={missing ? <SearchX /> : <XCircle />}
          title={missing ? t('errors.notFound') : t('common:states.error')}
          description={missing ? t('order.notFoundHint') : undefined}
          action={
            missing ? (
              <Link to={linkTo('otpHistory')} className={buttonVariants({ variant: 'tonal' })}>
                <History aria-hidden />
                {t('recent.all')}
              </Link>
            ) : (
              <Button onClick={() => refetch()}>{t('common:actions.retry')}</Button>
            )
          }
        />
      </Card>
    )
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(280px,360px)]" data-testid="otp-live-order" data-status={order.status}>
      <Card>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-5 py-4">
          <OtpService service={order.service} />
          <OtpCountry code={order.country} />
          <span className="ms-auto flex items-center gap-3">
            <span className="text-sm text-muted tabular-nums">{t('order.number', { id: order.id })}</span>
            <OtpStatusChip status={order.status} size="md" />
          </span>
        </div>
        <CardBody className="flex flex-col gap-6 pt-6">
          <section aria-labelledby="otp-phone-label">
            <h2 id="otp-phone-label" className="text-xs font-medium tracking-wide text-muted uppercase">
              {t('order.yourNumber')}
            </h2>
            <div className="mt-2 flex flex-wrap items-center gap-4">
              <p
                className="text-3xl font-semibold tracking-wide text-strong tabular-nums sm:text-4xl"
                data-testid="otp-phone"
                data-phone={order.phone}
              >
                <bdi dir="ltr">{formatPhone(order.phone, order.country)}</bdi>
              </p>
              <OtpCopyButton value={order.phone} label={t('copy.phone')} copiedMessage={t('copy.phoneDone')} size="lg" />
            </div>
          </section>
          <StatusPanel order={order} />
        </CardBody>
      </Card>
      <OtpOrderDetails order={order} />
    </div>
  )
}

/** Toasts and a polite announcement when the status changes under the user's eyes. */
function useStatusNotices(order: OtpOrder | undefined) {
  const { t } = useTranslation('otp')
  const toast = useToast()
  const client = useQueryClient()
  const previous = useRef<OtpOrder['status'] | undefined>(undefined)
  useEffect(() => {
    if (!order) return
    const before = previous.current
    previous.current = order.status
    if (before !== 'waiting' || order.status === 'waiting') return
    if (order.status === 'received') toast(t('order.codeArrived'), 'success')
    if (order.status === 'expired') {
      toast(t('order.expiredToast', { price: formatMoney(order.price) }), 'warning')
      void client.invalidateQueries({ queryKey: otpKeys.all, predicate: (q) => q.queryKey[1] !== 'order' })
    }
  }, [order, t, toast, client])
}

function StatusPanel({ order }: { order: OtpOrder }) {
  const { t } = useTranslation(['otp', 'common'])
  const cancel = useCancelOrder()
  const finish = useFinishOrder()
  const [confirm, setConfirm] = useState(false)
  const again = linkTo('otpOrder', { id: 'default' }, { service: order.service, country: order.country })

  if (order.status === 'waiting') {
    return (
      <section className="flex flex-col gap-5 rounded-xl bg-surface-2 p-5 sm:flex-row sm:items-center" aria-labelledby="otp-wait-title">
        <OtpCountdown expiresAt={order.expiresAt} />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <h2 id="otp-wait-title" className="flex items-center gap-2 text-lg font-medium text-strong">
            <MessageSquareDashed className="size-5 text-info" aria-hidden />
            {t('order.waitingTitle')}
          </h2>
          <p className="text-sm text-muted">
            {t('order.waitingHint', { service: t(`services.${order.service}`), seconds: ORDER_POLL_MS / 1000 })}
          </p>
          <LinearProgress label={t('order.waitingTitle')} tone="info" height={4} />
          <div>
            <Button variant="outlined" color="error" onClick={() => setConfirm(true)} data-testid="otp-cancel">
              <XCircle aria-hidden />
              {t('order.cancel')}
            </Button>
          </div>
        </div>
        <ConfirmDialog
          open={confirm}
          onClose={() => setConfirm(false)}
          title={t('order.cancelTitle')}
          message={t('order.cancelConfirm', { price: formatMoney(order.price) })}
          confirmLabel={t('order.cancelConfirmButton')}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(order.id, { onSettled: () => setConfirm(false) })}
        />
      </section>
    )
  }

  if (order.status === 'received' || order.status === 'finished') {
    const received = order.status === 'received'
    return (
      <section className="flex flex-col gap-4" aria-labelledby="otp-code-label">
        <div className={received ? 'rounded-xl bg-success/10 p-5' : 'rounded-xl bg-surface-2 p-5'}>
          <h2 id="otp-code-label" className="text-xs font-medium tracking-wide text-muted uppercase">
            {t('order.code')}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <p
              className={
                received
                  ? 'text-5xl font-bold tracking-[0.2em] text-success tabular-nums'
                  : 'text-4xl font-semibold tracking-[0.2em] text-strong tabular-nums'
              }
              data-testid="otp-code"
            >
              <bdi dir="ltr">{order.code}</bdi>
            </p>
            {order.code && (
              <OtpCopyButton
                value={order.code}
                label={t('copy.code')}
                copiedMessage={t('copy.codeDone')}
                size="lg"
                tone={received ? 'success' : 'primary'}
              />
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          {received ? (
            <Button color="success" size="lg" loading={finish.isPending} data-testid="otp-finish" onClick={() => finish.mutate(order.id)}>
              <CheckCheck aria-hidden />
              {t('order.finish')}
            </Button>
          ) : (
            <Link to={again} className={buttonVariants({ size: 'lg' })}>
              <ShoppingCart aria-hidden />
              {t('order.again')}
            </Link>
          )}
        </div>
      </section>
    )
  }

  // cancelled or expired: the price went back to the balance.
  return (
    <section className="flex flex-col gap-4">
      <Alert
        tone={order.status === 'expired' ? 'warning' : 'info'}
        title={t(order.status === 'expired' ? 'order.expiredTitle' : 'order.cancelledTitle')}
      >
        {t('order.refunded', { price: formatMoney(order.price) })}
      </Alert>
      <div>
        <Link to={again} className={buttonVariants({ size: 'lg' })}>
          <RotateCcw aria-hidden />
          {t('order.again')}
        </Link>
      </div>
    </section>
  )
}

function LiveSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(280px,360px)]" aria-busy>
      <Card className="flex flex-col gap-5 p-5">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-40" />
      </Card>
      <Card className="flex flex-col gap-3 p-5">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-5" />
        ))}
      </Card>
    </div>
  )
}
