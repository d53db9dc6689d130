import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '@/ui/dialog'
import type { Billing, PlanId } from '../lib/plans'
import { BillingSwitch } from './billing-switch'
import { PricingPlans } from './pricing-plans'

/** "Change plan" of the payment page: the plan cards with the billing switch; choosing one closes it. */
export function ChangePlanDialog({
  open,
  onClose,
  plan,
  billing,
  onChange,
}: {
  open: boolean
  onClose: () => void
  plan: PlanId
  billing: Billing
  onChange: (plan: PlanId, billing: Billing) => void
}) {
  const { t } = useTranslation('front')
  const [period, setPeriod] = useState(billing)
  return (
    <Dialog open={open} onClose={onClose} size="xl" title={t('payment.changePlanTitle')} description={t('payment.changePlanText')}>
      <BillingSwitch billing={period} onChange={setPeriod} />
      <PricingPlans
        billing={period}
        current={period === billing ? plan : undefined}
        className="mt-6"
        onChoose={(id) => {
          onChange(id, period)
          onClose()
        }}
      />
    </Dialog>
  )
}
