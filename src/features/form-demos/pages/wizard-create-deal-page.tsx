import { DemoPage } from '../shared/demo-page'
import { CreateDealWizard } from '../wizards/create-deal-wizard'

function CreateDeal() {
  return <CreateDealWizard />
}

export default function WizardCreateDealPage() {
  return <DemoPage page="createDeal" single demos={{ CreateDeal }} />
}
