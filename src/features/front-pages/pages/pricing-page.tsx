import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from '@/ui/card'
import { BillingSwitch } from '../components/billing-switch'
import { ComparisonTable } from '../components/comparison-table'
import { FreeTrialBand } from '../components/free-trial-band'
import { FrontSection } from '../components/front-section'
import { PricingPlans } from '../components/pricing-plans'
import { StaticFaq } from '../components/static-faq'
import { PRICING_FAQ } from '../lib/labels'
import type { Billing } from '../lib/plans'
import { useMetaDescription } from '../lib/use-page-meta'

function PlansBlock({ billing, setBilling }: { billing: Billing; setBilling: (b: Billing) => void }) {
  const { t } = useTranslation('front')
  return (
    <>
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-2xl font-semibold text-strong sm:text-3xl">{t('pricing.title')}</h1>
        <p className="mt-3 text-muted">{t('pricing.subtitle')}</p>
      </header>
      <BillingSwitch billing={billing} onChange={setBilling} />
      <PricingPlans billing={billing} className="mt-8" />
    </>
  )
}

/**
 * Pricing: the front page (plans, free-trial band, comparison table, FAQ) and `/pages/pricing`
 * in the admin layout (the plans in a card).
 */
export default function PricingPage({ variant }: { variant: 'front' | 'admin' }) {
  const { t } = useTranslation('front')
  const [billing, setBilling] = useState<Billing>('monthly')
  useMetaDescription(t('meta.pricing'))
  if (variant === 'admin')
    return (
      <Card>
        <CardBody className="py-10">
          <PlansBlock billing={billing} setBilling={setBilling} />
        </CardBody>
      </Card>
    )
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <PlansBlock billing={billing} setBilling={setBilling} />
      </div>
      <FreeTrialBand />
      <FrontSection id="pricing-comparison" title={t('comparison.title')} subtitle={t('comparison.subtitle')}>
        <ComparisonTable billing={billing} />
      </FrontSection>
      <FrontSection id="pricing-faq" title={t('pricingFaq.title')} subtitle={t('pricingFaq.subtitle')} tinted>
        <StaticFaq items={PRICING_FAQ} className="mx-auto max-w-3xl" />
      </FrontSection>
    </>
  )
}
