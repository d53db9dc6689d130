import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, type User, type UserPlan } from '@/api/contracts/users'
import { formatMoney } from '@/lib/format'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { Select } from '@/ui/field'
import { usePatchUser } from '../api/user-mutations'
import { PLAN_META } from '../lib/user-meta'

/** Moves a user to another plan (PUT with the new `currentPlan`). */
export function UserPlanDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common'])
  const { save: patchAndToast, pending } = usePatchUser(user)
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan)
  const [shownFor, setShownFor] = useState(open)
  // Each opening starts from the user's current plan.
  if (open !== shownFor) {
    setShownFor(open)
    if (open) setPlan(user.currentPlan)
  }

  const save = async () => {
    if (await patchAndToast({ currentPlan: plan }, () => t('toasts.planChanged', { name: user.fullName, plan: t(`plans.${plan}`) })))
      onClose()
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('plan.changeTitle')}
      description={t('plan.changeSubtitle', { name: user.fullName })}
      footer={
        <>
          <Button variant="outlined" color="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={save} loading={pending} disabled={plan === user.currentPlan}>
            {t('plan.apply')}
          </Button>
        </>
      }
    >
      <Select
        label={t('fields.plan')}
        value={plan}
        onChange={(e) => setPlan(e.target.value as UserPlan)}
        options={USER_PLANS.map((p) => ({
          value: p,
          label: t('plan.option', { plan: t(`plans.${p}`), price: formatMoney(PLAN_META[p].price) }),
        }))}
      />
    </Dialog>
  )
}
