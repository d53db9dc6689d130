import { Banknote, CreditCard, Landmark, Wallet } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BILLING_METHODS, type BillingMethod, type User } from '@/api/contracts/users'
import { formatMoney } from '@/lib/format'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { RadioGroup } from '@/ui/radio'
import { usePatchUser } from '../../api/user-mutations'
import { BILLING_KEY, PLAN_META } from '../../lib/user-meta'
import { UserPlanDialog } from '../user-plan-dialog'

const METHOD_ICON: Record<BillingMethod, React.ReactNode> = {
  'Manual-Credit Card': <CreditCard />,
  'Manual-Cash': <Banknote />,
  'Manual-PayPal': <Wallet />,
  'Auto debit': <Landmark />,
}

/** Billing and plans tab: the plan (with "Change plan") and the billing method, both saved through PUT. */
export function UserBillingTab({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'common'])
  const { save, pending } = usePatchUser(user)
  const [planOpen, setPlanOpen] = useState(false)
  const [method, setMethod] = useState<BillingMethod>(user.billing)
  const [savedMethod, setSavedMethod] = useState(user.billing)
  // Follow the stored value when it changes elsewhere (edit dialog, another tab).
  if (user.billing !== savedMethod) {
    setSavedMethod(user.billing)
    setMethod(user.billing)
  }
  const meta = PLAN_META[user.currentPlan]

  const saveMethod = () => save({ billing: method }, () => t('toasts.billingChanged', { name: user.fullName }))

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('billingTab.planTitle')}</CardTitle>
            <CardSubtitle>{t('billingTab.planHint')}</CardSubtitle>
          </div>
          <Chip tone={meta.tone}>{t(`plans.${user.currentPlan}`)}</Chip>
        </CardHeader>
        <CardBody className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-2xl font-medium text-strong tabular-nums">
              {formatMoney(meta.price)} <span className="text-sm font-normal text-muted">{t('plan.perMonth')}</span>
            </p>
            <p className="mt-1 text-sm text-muted">{meta.features.map((f) => t(`plan.features.${f}`)).join(' · ')}</p>
          </div>
          <Button onClick={() => setPlanOpen(true)}>{t('plan.change')}</Button>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('billingTab.methodTitle')}</CardTitle>
            <CardSubtitle>{t('billingTab.methodHint')}</CardSubtitle>
          </div>
        </CardHeader>
        <CardBody>
          <RadioGroup
            label={t('fields.billing')}
            hideLabel
            variant="card"
            orientation="horizontal"
            value={method}
            onChange={setMethod}
            options={BILLING_METHODS.map((b) => ({ value: b, label: t(`billing.${BILLING_KEY[b]}`), icon: METHOD_ICON[b] }))}
          />
          <div className="mt-5 flex gap-3">
            <Button onClick={saveMethod} loading={pending} disabled={method === user.billing}>
              {t('common:actions.save')}
            </Button>
            <Button variant="outlined" color="secondary" onClick={() => setMethod(user.billing)} disabled={method === user.billing}>
              {t('billingTab.discard')}
            </Button>
          </div>
        </CardBody>
      </Card>
      <UserPlanDialog user={user} open={planOpen} onClose={() => setPlanOpen(false)} />
    </div>
  )
}
