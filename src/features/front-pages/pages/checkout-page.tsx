import { useTranslation } from 'react-i18next'
import { CheckoutWizard } from '../components/checkout/checkout-wizard'
import { useMetaDescription } from '../lib/use-page-meta'

/** Checkout (front page): the checkout wizard under the page heading. */
export default function CheckoutPage() {
  const { t } = useTranslation('front')
  useMetaDescription(t('meta.checkout'))
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold text-strong sm:text-3xl">{t('checkout.title')}</h1>
      <p className="mt-2 mb-8 text-muted">{t('checkout.subtitle')}</p>
      <CheckoutWizard />
    </div>
  )
}
