import { useTranslation } from 'react-i18next'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { Dialog } from '@/ui/dialog'
import type { ExampleDialogProps } from './form-dialog'

type Brand = 'visa' | 'mastercard' | 'amex' | 'jcb' | 'diners'
/** Brand names are proper names, written the same in every language. */
const BRAND_NAMES: Record<Brand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
}
const PROVIDERS: { name: string; brands: readonly Brand[] }[] = [
  { name: 'Adyen', brands: ['visa', 'mastercard', 'amex', 'jcb'] },
  { name: '2Checkout', brands: ['visa', 'mastercard', 'amex'] },
  { name: 'Airpay', brands: ['visa', 'mastercard'] },
  { name: 'Authorize.net', brands: ['visa', 'amex', 'jcb', 'diners'] },
  { name: 'Bambora', brands: ['visa', 'mastercard', 'diners'] },
]
const METHODS: { brand: Brand; kind: 'credit' | 'debit' }[] = [
  { brand: 'visa', kind: 'credit' },
  { brand: 'amex', kind: 'credit' },
  { brand: 'mastercard', kind: 'debit' },
  { brand: 'jcb', kind: 'credit' },
  { brand: 'diners', kind: 'debit' },
]

function InfoDialog({
  open,
  onClose,
  title,
  description,
  children,
}: ExampleDialogProps & { title: string; description: string; children: React.ReactNode }) {
  const { t } = useTranslation('pages')
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={title}
      description={description}
      footer={<Button onClick={onClose}>{t('dialogs.close')}</Button>}
    >
      <ul className="divide-y divide-border">{children}</ul>
    </Dialog>
  )
}

/** Payment providers and the card brands each accepts (read-only). */
export function PaymentProvidersDialog(props: ExampleDialogProps) {
  const { t } = useTranslation('pages')
  return (
    <InfoDialog {...props} title={t('dialogs.providers.title')} description={t('dialogs.providers.description')}>
      {PROVIDERS.map((p) => (
        <li key={p.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <span className="font-medium text-strong">{p.name}</span>
          <span className="flex flex-wrap gap-1.5">
            {p.brands.map((b) => (
              <Chip key={b} tone="secondary">
                {BRAND_NAMES[b]}
              </Chip>
            ))}
          </span>
        </li>
      ))}
    </InfoDialog>
  )
}

/** The payment methods accepted, with their type (read-only). */
export function PaymentMethodsDialog(props: ExampleDialogProps) {
  const { t } = useTranslation('pages')
  return (
    <InfoDialog {...props} title={t('dialogs.methods.title')} description={t('dialogs.methods.description')}>
      {METHODS.map((m) => (
        <li key={m.brand} className="flex items-center justify-between gap-3 py-3">
          <span className="font-medium text-strong">{BRAND_NAMES[m.brand]}</span>
          <Chip tone={m.kind === 'credit' ? 'primary' : 'info'}>{t(`dialogs.methods.${m.kind}`)}</Chip>
        </li>
      ))}
    </InfoDialog>
  )
}
