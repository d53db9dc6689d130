import { CreditCard, Gem, Gift, Home, LayoutGrid, Lock, Share2, UserPen, Wallet, Landmark, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { PageHeader } from '@/ui/page-header'
import { AddCardDialog } from '../components/add-card-dialog'
import { AddressDialog } from '../components/address-dialog'
import { CreateAppDialog } from '../components/create-app-dialog'
import { EditUserDialog } from '../components/edit-user-dialog'
import type { ExampleDialogProps } from '../components/form-dialog'
import { PaymentMethodsDialog, PaymentProvidersDialog } from '../components/payment-dialogs'
import { PricingDialog } from '../components/pricing-dialog'
import { ReferEarnDialog } from '../components/refer-earn-dialog'
import { ShareProjectDialog } from '../components/share-project-dialog'
import { TwoFactorDialog } from '../components/two-factor-dialog'
import type { PageModuleExtras } from '@/api/resources'

/** The ten dialogs of the template, in its order: each card opens one. */
type ExampleId = 'share' | 'addCard' | 'pricing' | 'refer' | 'address' | 'createApp' | 'twoFactor' | 'editUser' | 'providers' | 'methods'
const EXAMPLES: { id: ExampleId; icon: LucideIcon; Dialog: React.ComponentType<ExampleDialogProps> }[] = [
  { id: 'share', icon: Share2, Dialog: ShareProjectDialog },
  { id: 'addCard', icon: CreditCard, Dialog: AddCardDialog },
  { id: 'pricing', icon: Gem, Dialog: PricingDialog },
  { id: 'refer', icon: Gift, Dialog: ReferEarnDialog },
  { id: 'address', icon: Home, Dialog: AddressDialog },
  { id: 'createApp', icon: LayoutGrid, Dialog: CreateAppDialog },
  { id: 'twoFactor', icon: Lock, Dialog: TwoFactorDialog },
  { id: 'editUser', icon: UserPen, Dialog: EditUserDialog },
  { id: 'providers', icon: Landmark, Dialog: PaymentProvidersDialog },
  { id: 'methods', icon: Wallet, Dialog: PaymentMethodsDialog },
]

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['pages']

export default function DialogExamplesPage() {
  const { t } = useTranslation('pages')
  const [open, setOpen] = useState<string | null>(null)
  const close = () => setOpen(null)
  return (
    <>
      <PageHeader title={t('dialogs.title')} subtitle={t('dialogs.subtitle')} />
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {EXAMPLES.map(({ id, icon: Icon, Dialog }) => (
          <li key={id}>
            <Card className="flex h-full flex-col items-center p-6 text-center">
              <span className="mb-3 flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary">
                <Icon className="size-7" aria-hidden />
              </span>
              <h2 className="text-lg font-medium text-strong">{t(`dialogs.${id}.title`)}</h2>
              <p className="mt-1 mb-5 flex-1 text-sm text-muted">{t(`dialogs.${id}.card`)}</p>
              <Button onClick={() => setOpen(id)} aria-haspopup="dialog" aria-label={`${t('dialogs.show')} ${t(`dialogs.${id}.title`)}`}>
                {t('dialogs.show')}
              </Button>
            </Card>
            <Dialog open={open === id} onClose={close} />
          </li>
        ))}
      </ul>
    </>
  )
}
