import { DemoPage } from '@/features/form-demos/shared/demo-page'
import { CheckoutWizard } from '@/features/front-pages/components/checkout/checkout-wizard'

/**
 * /wizard-examples/checkout: app/ composes two features (a feature never imports another): the
 * form demos' page frame around the front pages' checkout wizard, one component in both places.
 */
function Checkout() {
  return <CheckoutWizard />
}

export default function WizardCheckoutPage() {
  return <DemoPage page="checkout" single demos={{ Checkout }} />
}
