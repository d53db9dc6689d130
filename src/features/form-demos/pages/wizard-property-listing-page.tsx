import { DemoPage } from '../shared/demo-page'
import { PropertyListingWizard } from '../wizards/property-listing-wizard'

function PropertyListing() {
  return <PropertyListingWizard />
}

export default function WizardPropertyListingPage() {
  return <DemoPage page="propertyListing" single demos={{ PropertyListing }} />
}
