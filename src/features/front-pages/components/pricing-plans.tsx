import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Button, buttonVariants } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { PLANS, monthlyPrice, periodPrice, type Billing, type Plan, type PlanId } from '../lib/plans'

/** The price line of a plan: per month, and what a year costs when billed annually. */
export function PlanPrice({ plan, billing, className }: { plan: Plan; billing: Billing; className?: string }) {
  const { t } = useTranslation('front')
  return (
    <div className={className}>
      <p className="flex items-baseline justify-center gap-1">
        <span className="text-4xl font-semibold text-primary">
          {plan.monthly === 0 ? t('pricing.free') : formatMoney(monthlyPrice(plan, billing))}
        </span>
        {plan.monthly > 0 && <span className="text-muted">{t('pricing.perMonth')}</span>}
      </p>
      {billing === 'annual' && plan.monthly > 0 && (
        <p className="mt-1 text-sm text-muted">{t('pricing.billedAnnually', { amount: formatMoney(periodPrice(plan, billing)) })}</p>
      )}
    </div>
  )
}

/**
 * The three plan cards (landing, both pricing pages, change-plan dialog). Their button leads to
 * the payment page with the plan, or calls `onChoose` (the dialog); `current` marks the plan in use.
 */
export function PricingPlans({
  billing,
  current,
  onChoose,
  className,
}: {
  billing: Billing
  current?: PlanId
  onChoose?: (plan: PlanId) => void
  className?: string
}) {
  const { t } = useTranslation('front')
  return (
    <ul className={cn('grid gap-6 md:grid-cols-3', className)}>
      {PLANS.map((plan) => {
        const isCurrent = current === plan.id
        const headingId = `plan-${plan.id}-name`
        return (
          <li key={plan.id}>
            <article
              aria-labelledby={headingId}
              className={cn(
                'relative flex h-full flex-col rounded-xl border bg-surface p-6 text-center shadow-card',
                plan.popular ? 'border-primary' : 'border-border',
              )}
            >
              {plan.popular && <Chip className="absolute end-4 top-4">{t('pricing.popular')}</Chip>}
              <img
                src={`/images/front/plan-${plan.id}.svg`}
                alt=""
                width={88}
                height={88}
                loading="lazy"
                className="mx-auto mb-4 size-[88px]"
              />
              <h3 id={headingId} className="text-xl font-semibold text-strong">
                {t(plan.name)}
              </h3>
              <p className="mt-1 text-sm text-muted">{t(plan.tagline)}</p>
              <PlanPrice plan={plan} billing={billing} className="my-5" />
              <ul className="mb-6 flex flex-1 flex-col gap-2 text-start text-[0.9375rem]">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    {t(f)}
                  </li>
                ))}
              </ul>
              {onChoose ? (
                <Button
                  variant={isCurrent ? 'tonal' : 'filled'}
                  color={isCurrent ? 'success' : 'primary'}
                  block
                  onClick={() => onChoose(plan.id)}
                  aria-pressed={isCurrent}
                >
                  {isCurrent ? t('pricing.current') : t('pricing.choose')}
                </Button>
              ) : (
                <Link
                  to={linkTo('frontPayment', {}, { plan: plan.id, billing })}
                  className={buttonVariants({ variant: plan.popular ? 'filled' : 'tonal', block: true })}
                  aria-describedby={headingId}
                >
                  {plan.monthly === 0 ? t('pricing.start') : t('pricing.choose')}
                </Link>
              )}
            </article>
          </li>
        )
      })}
    </ul>
  )
}
