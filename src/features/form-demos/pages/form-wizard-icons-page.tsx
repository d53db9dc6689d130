import { AccountWizard } from '../wizards/account-wizard'
import { DemoPage } from '../shared/demo-page'
import raw from './form-wizard-icons-page.tsx?raw'

function Basic() {
  return <AccountWizard variant="icon" address />
}

function Vertical() {
  return <AccountWizard variant="icon" address orientation="vertical" />
}

function ModernBasic() {
  return <AccountWizard variant="icon" address modern />
}

function ModernVertical() {
  return <AccountWizard variant="icon" address modern orientation="vertical" />
}

function Validation() {
  return <AccountWizard variant="icon" address live />
}

export default function FormWizardIconsPage() {
  return <DemoPage page="wizardIcons" raw={raw} single demos={{ Basic, Vertical, ModernBasic, ModernVertical, Validation }} />
}
