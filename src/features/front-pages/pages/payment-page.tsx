import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { formatNumber } from '@/lib/format'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { ChangePlanDialog } from '../components/change-plan-dialog'
import { PriceRows } from '../components/order-summary'
import { PaymentForm } from '../components/payment-form'
import { PlanPrice } from '../components/pricing-plans'
import { PLAN_IDS, TAX_RATE, planById, planSummary, type Billing, type PlanId } from '../lib/plans'
import { useMetaDescription } from '../lib/use-page-meta'

const FORM_ID = 'payment-form'

/**
 * Payment: the payment form beside the order summary (plan, "Change plan", subtotal, tax,
 * total). The plan comes from `?plan&billing` (the pricing cards link here). It charges nothing:
 * valid details are confirmed on screen (DECISIONS section 9).
 */
export default function PaymentPage() {
  const { t } = useTranslation('front')
  useMetaDescription(t('meta.payment'))
  const [params, setParams] = useSearchParams()
  const plan = planById((PLAN_IDS as readonly string[]).includes(params.get('plan') ?? '') ? (params.get('plan') as PlanId) : 'standard')
  const billing: Billing = params.get('billing') === 'annual' ? 'annual' : 'monthly'
  const [changing, setChanging] = useState(false)
  const [done, setDone] = useState(false)
  const summary = planSummary(plan, billing)
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold text-strong sm:text-3xl">{t('payment.title')}</h1>
      <p className="mt-2 text-muted">{t('payment.subtitle')}</p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardBody className="p-6">
            <PaymentForm id={FORM_ID} onValid={() => setDone(true)} />
          </CardBody>
        </Card>
        <Card aria-labelledby="payment-summary-title">
          <CardBody className="flex flex-col gap-5 p-6">
            <h2 id="payment-summary-title" className="text-lg font-medium text-strong">
              {t('payment.summary')}
            </h2>
            <div className="rounded-lg bg-surface-2 p-4 text-center">
              <p className="text-muted">{t('payment.planLine', { plan: t(plan.name) })}</p>
              <PlanPrice plan={plan} billing={billing} className="mt-2" />
              <Button variant="tonal" block className="mt-4" onClick={() => setChanging(true)}>
                {t('payment.changePlan')}
              </Button>
            </div>
            <PriceRows
              rows={[
                { label: t('payment.subtotal'), amount: summary.subtotal },
                { label: t('payment.tax', { rate: formatNumber(TAX_RATE, { style: 'percent' }) }), amount: summary.tax },
                { label: t('payment.total'), amount: summary.total },
              ]}
            />
            <Button type="submit" form={FORM_ID} color="success" size="lg" block>
              {t('payment.proceed')}
            </Button>
            {done && (
              <Alert tone="success" role="status">
                {t('payment.done')}
              </Alert>
            )}
            <p className="text-sm text-muted">{t('payment.terms')}</p>
          </CardBody>
        </Card>
      </div>
      <ChangePlanDialog
        open={changing}
        onClose={() => setChanging(false)}
        plan={plan.id}
        billing={billing}
        onChange={(id, b) => {
          setDone(false)
          setParams({ plan: id, billing: b }, { replace: true })
        }}
      />
    </div>
  )
}
