import { DemoPage } from '../shared/demo-page'
import { CheckoutWizard } from '../wizards/checkout-wizard'

function Checkout() {
  return <CheckoutWizard />
}

export default function WizardCheckoutPage() {
  return <DemoPage page="checkout" single demos={{ Checkout }} />
}
