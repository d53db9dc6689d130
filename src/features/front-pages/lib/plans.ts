import type { I18nKey } from '@/i18n/i18n-keys'

/**
 * The three plans of the pricing pages, the payment page and the change-plan dialog (static,
 * SCREENS "Front pages"): monthly price in euros, the annual price is 25 % less per month.
 * Names and feature texts live in front.json (`plans.<id>.*`).
 */
export const PLAN_IDS = ['basic', 'standard', 'enterprise'] as const
export type PlanId = (typeof PLAN_IDS)[number]
export type Billing = 'monthly' | 'annual'

export const ANNUAL_DISCOUNT = 0.25

export interface Plan {
  id: PlanId
  monthly: number
  popular?: boolean
  name: I18nKey<'front'>
  tagline: I18nKey<'front'>
  features: readonly I18nKey<'front'>[]
}

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    monthly: 0,
    name: 'plans.basic.name',
    tagline: 'plans.basic.tagline',
    features: [
      'plans.features.timeline',
      'plans.features.basicSearch',
      'plans.features.liveChat',
      'plans.features.mediaUpload',
      'plans.features.unlimitedProjects',
    ],
  },
  {
    id: 'standard',
    monthly: 49,
    popular: true,
    name: 'plans.standard.name',
    tagline: 'plans.standard.tagline',
    features: [
      'plans.features.timeline',
      'plans.features.advancedSearch',
      'plans.features.liveChat',
      'plans.features.mediaUpload',
      'plans.features.unlimitedProjects',
      'plans.features.support',
    ],
  },
  {
    id: 'enterprise',
    monthly: 99,
    name: 'plans.enterprise.name',
    tagline: 'plans.enterprise.tagline',
    features: [
      'plans.features.timeline',
      'plans.features.advancedSearch',
      'plans.features.liveChat',
      'plans.features.mediaUpload',
      'plans.features.unlimitedProjects',
      'plans.features.support',
      'plans.features.sso',
    ],
  },
]

export const planById = (id: PlanId): Plan => PLANS.find((p) => p.id === id) ?? PLANS[0]!

/** Price per month for the chosen billing (rounded to the cent). */
export const monthlyPrice = (plan: Plan, billing: Billing) =>
  Math.round(plan.monthly * (billing === 'annual' ? 1 - ANNUAL_DISCOUNT : 1) * 100) / 100

/** What one billing period costs: a month, or twelve discounted months. */
export const periodPrice = (plan: Plan, billing: Billing) =>
  Math.round(monthlyPrice(plan, billing) * (billing === 'annual' ? 12 : 1) * 100) / 100

export const TAX_RATE = 0.2

/** Order summary of the payment page: subtotal, tax (20 % VAT) and total of one period. */
export function planSummary(plan: Plan, billing: Billing) {
  const subtotal = periodPrice(plan, billing)
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100
  return { subtotal, tax, total: Math.round((subtotal + tax) * 100) / 100 }
}

/** Rows of the comparison table: which plans include each feature ('addOn': available as an add-on). */
export const COMPARISON: readonly { feature: I18nKey<'front'>; plans: Record<PlanId, boolean | 'addOn'> }[] = [
  { feature: 'comparison.rows.users', plans: { basic: true, standard: true, enterprise: true } },
  { feature: 'comparison.rows.storage', plans: { basic: true, standard: true, enterprise: true } },
  { feature: 'comparison.rows.advancedSearch', plans: { basic: false, standard: true, enterprise: true } },
  { feature: 'comparison.rows.support', plans: { basic: false, standard: true, enterprise: true } },
  { feature: 'comparison.rows.analytics', plans: { basic: false, standard: 'addOn', enterprise: true } },
  { feature: 'comparison.rows.sso', plans: { basic: false, standard: 'addOn', enterprise: true } },
  { feature: 'comparison.rows.audit', plans: { basic: false, standard: false, enterprise: true } },
]
