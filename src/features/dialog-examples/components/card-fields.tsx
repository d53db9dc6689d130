import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/ui/field'

interface CardValues extends FieldValues {
  cardNumber: string
  cardName: string
  expiry: string
  cvv: string
}

/** The four fields of a payment card (lib/form-rules `paymentCard`), for any form that holds them. */
export function CardFields<T extends CardValues>({
  form,
  err,
  autoFocus = true,
}: {
  form: UseFormReturn<T, unknown, unknown>
  err: (name: Path<T>) => string | undefined
  autoFocus?: boolean
}) {
  const { t } = useTranslation('pages')
  const field = (name: keyof CardValues & string) => name as Path<T>
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('dialogs.fields.cardNumber')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="cc-number"
        autoFocus={autoFocus}
        fieldClassName="sm:col-span-2"
        error={err(field('cardNumber'))}
        {...form.register(field('cardNumber'))}
      />
      <TextField
        label={t('dialogs.fields.cardName')}
        autoComplete="cc-name"
        error={err(field('cardName'))}
        {...form.register(field('cardName'))}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('dialogs.fields.expiry')}
          dir="ltr"
          autoComplete="cc-exp"
          placeholder={t('dialogs.fields.expiryFormat')}
          error={err(field('expiry'))}
          {...form.register(field('expiry'))}
        />
        <TextField
          label={t('dialogs.fields.cvv')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="cc-csc"
          error={err(field('cvv'))}
          {...form.register(field('cvv'))}
        />
      </div>
    </div>
  )
}
