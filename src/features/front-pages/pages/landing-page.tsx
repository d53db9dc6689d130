import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { BillingSwitch } from '../components/billing-switch'
import { ContactForm } from '../components/contact-form'
import { FrontSection } from '../components/front-section'
import { LandingFeatures } from '../components/landing-features'
import { LandingHero } from '../components/landing-hero'
import { LandingStats } from '../components/landing-stats'
import { LandingTeam } from '../components/landing-team'
import { PricingPlans } from '../components/pricing-plans'
import { ReviewsCarousel } from '../components/reviews-carousel'
import { StaticFaq } from '../components/static-faq'
import { LANDING_FAQ } from '../lib/labels'
import type { Billing } from '../lib/plans'
import { sectionId } from '../lib/sections'
import { useMetaDescription } from '../lib/use-page-meta'

function LandingPricing() {
  const { t } = useTranslation('front')
  const [billing, setBilling] = useState<Billing>('monthly')
  return (
    <FrontSection id="landing-pricing" eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} subtitle={t('pricing.subtitle')} tinted>
      <BillingSwitch billing={billing} onChange={setBilling} />
      <PricingPlans billing={billing} className="mt-8" />
    </FrontSection>
  )
}

function CtaBanner() {
  const { t } = useTranslation('front')
  return (
    <section aria-labelledby="landing-cta-title" className="bg-primary/10">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-12 sm:px-6 md:flex-row">
        <div className="flex-1 text-center md:text-start">
          <h2 id="landing-cta-title" className="text-2xl font-semibold text-primary sm:text-3xl">
            {t('banner.title')}
          </h2>
          <p className="mt-2 text-muted">{t('banner.text')}</p>
          <Link to={linkTo('frontCheckout')} className={buttonVariants({ size: 'lg', className: 'mt-5' })}>
            {t('banner.cta')}
          </Link>
        </div>
        <img src="/images/front/cta-dashboard.svg" alt="" width={420} height={260} loading="lazy" className="w-full max-w-md rounded-lg" />
      </div>
    </section>
  )
}

/**
 * The landing page: hero, features, reviews, team, pricing, figures, FAQ, call to action and
 * contact form; the navbar links to its sections (lib/sections.ts).
 */
export default function LandingPage() {
  const { t } = useTranslation('front')
  useMetaDescription(t('meta.landing'))
  return (
    <>
      <LandingHero />
      <LandingFeatures />
      <FrontSection eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} subtitle={t('reviews.subtitle')} tinted>
        <ReviewsCarousel />
      </FrontSection>
      <LandingTeam />
      <LandingPricing />
      <LandingStats />
      <FrontSection
        id={sectionId('faq')}
        eyebrow={t('landingFaq.eyebrow')}
        title={t('landingFaq.title')}
        subtitle={t('landingFaq.subtitle')}
      >
        <StaticFaq items={LANDING_FAQ} className="mx-auto max-w-3xl" />
      </FrontSection>
      <CtaBanner />
      <FrontSection id={sectionId('contact')} eyebrow={t('contact.eyebrow')} title={t('contact.title')} subtitle={t('contact.subtitle')}>
        <ContactForm />
      </FrontSection>
    </>
  )
}
