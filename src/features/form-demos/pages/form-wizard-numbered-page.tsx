import { AccountWizard } from '../wizards/account-wizard'
import { DemoPage } from '../shared/demo-page'
import raw from './form-wizard-numbered-page.tsx?raw'

function Basic() {
  return <AccountWizard />
}

function Vertical() {
  return <AccountWizard orientation="vertical" />
}

function ModernBasic() {
  return <AccountWizard modern />
}

function ModernVertical() {
  return <AccountWizard modern orientation="vertical" />
}

function Validation() {
  return <AccountWizard live />
}

export default function FormWizardNumberedPage() {
  return <DemoPage page="wizardNumbered" raw={raw} single demos={{ Basic, Vertical, ModernBasic, ModernVertical, Validation }} />
}
