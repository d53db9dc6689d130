import type { CHECKOUT_PAYMENTS, DeliverySpeed } from '@/api/contracts/ecommerce'
import type { I18nKey } from '@/i18n/i18n-keys'
import type { StaticQuestion } from '../components/static-faq'
import type { ADDRESS_CHOICES } from './checkout-schema'

type Key = I18nKey<'front'>

/** Labels of the checkout's choices (typed keys of front.json). */
export const DELIVERY_LABELS: Record<DeliverySpeed, Key> = {
  standard: 'checkout.delivery.standard',
  express: 'checkout.delivery.express',
  overnight: 'checkout.delivery.overnight',
}
export const PAYMENT_LABELS: Record<(typeof CHECKOUT_PAYMENTS)[number], Key> = {
  card: 'checkout.payment.card',
  cashOnDelivery: 'checkout.payment.cashOnDelivery',
  giftCard: 'checkout.payment.giftCard',
}
export const ADDRESS_LABELS: Record<(typeof ADDRESS_CHOICES)[number], Key> = {
  home: 'checkout.address.choices.home',
  office: 'checkout.address.choices.office',
  new: 'checkout.address.choices.new',
}

/** The landing page's and the pricing page's questions. */
export const LANDING_FAQ: readonly StaticQuestion[] = [
  { question: 'landingFaq.items.what.question', answer: 'landingFaq.items.what.answer' },
  { question: 'landingFaq.items.offline.question', answer: 'landingFaq.items.offline.answer' },
  { question: 'landingFaq.items.languages.question', answer: 'landingFaq.items.languages.answer' },
  { question: 'landingFaq.items.data.question', answer: 'landingFaq.items.data.answer' },
  { question: 'landingFaq.items.support.question', answer: 'landingFaq.items.support.answer' },
]
export const PRICING_FAQ: readonly StaticQuestion[] = [
  { question: 'pricingFaq.items.trial.question', answer: 'pricingFaq.items.trial.answer' },
  { question: 'pricingFaq.items.change.question', answer: 'pricingFaq.items.change.answer' },
  { question: 'pricingFaq.items.cancel.question', answer: 'pricingFaq.items.cancel.answer' },
  { question: 'pricingFaq.items.payment.question', answer: 'pricingFaq.items.payment.answer' },
  { question: 'pricingFaq.items.invoice.question', answer: 'pricingFaq.items.invoice.answer' },
]
