import { Check } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@/api/contracts/users'
import { formatMoney } from '@/lib/format'
import { Button } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { BILLING_KEY, PLAN_META } from '../lib/user-meta'
import { UserPlanDialog } from './user-plan-dialog'

/** The user's plan: name, monthly price, what it includes, billing method, and "Change plan". */
export function UserPlanCard({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const [open, setOpen] = useState(false)
  const meta = PLAN_META[user.currentPlan]
  return (
    <Card className="border-2 border-primary/40">
      <CardBody className="pt-5">
        <div className="flex items-start justify-between gap-3">
          <Chip tone={meta.tone} size="md">
            {t(`plans.${user.currentPlan}`)}
          </Chip>
          <p className="text-end">
            <span className="text-3xl font-medium text-primary tabular-nums">{formatMoney(meta.price)}</span>
            <span className="block text-sm text-muted">{t('plan.perMonth')}</span>
          </p>
        </div>
        <ul className="mt-4 grid gap-2" aria-label={t('plan.includes')}>
          {meta.features.map((f) => (
            <li key={f} className="flex items-center gap-2 text-[0.9375rem]">
              <Check aria-hidden className="size-4 shrink-0 text-success" />
              {t(`plan.features.${f}`)}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">{t('plan.billedBy', { method: t(`billing.${BILLING_KEY[user.billing]}`) })}</p>
        <Button block className="mt-4" onClick={() => setOpen(true)}>
          {t('plan.change')}
        </Button>
      </CardBody>
      <UserPlanDialog user={user} open={open} onClose={() => setOpen(false)} />
    </Card>
  )
}
