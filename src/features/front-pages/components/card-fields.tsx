import { CreditCard } from 'lucide-react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/lib/form-errors'
import { TextField } from '@/ui/field'
import { formatCardNumber, formatExpiry, type CardInput } from '../lib/card-validation'

/**
 * The card's four fields, in a form whose values hold `card` (payment page, checkout): the
 * number is grouped by four and the expiry gets its slash as the visitor types. Numbers stay
 * left-to-right in Arabic.
 */
export function CardFields() {
  const { t } = useTranslation('front')
  const errorText = useErrorText()
  const { register, setValue, formState } = useFormContext<{ card: CardInput }>()
  const errors = formState.errors.card
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        placeholder="1234 5678 9012 3456"
        start={<CreditCard />}
        fieldClassName="sm:col-span-2"
        required
        error={errorText(errors?.number?.message)}
        {...register('card.number', {
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValue('card.number', formatCardNumber(e.target.value)),
        })}
      />
      <TextField
        label={t('card.name')}
        autoComplete="cc-name"
        required
        fieldClassName="sm:col-span-2"
        error={errorText(errors?.name?.message)}
        {...register('card.name')}
      />
      <TextField
        label={t('card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        dir="ltr"
        placeholder={t('card.expiryPlaceholder')}
        hint={t('card.expiryHint')}
        required
        error={errorText(errors?.expiry?.message)}
        {...register('card.expiry', {
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValue('card.expiry', formatExpiry(e.target.value)),
        })}
      />
      <TextField
        label={t('card.cvv')}
        inputMode="numeric"
        autoComplete="cc-csc"
        dir="ltr"
        maxLength={4}
        hint={t('card.cvvHint')}
        required
        error={errorText(errors?.cvv?.message)}
        {...register('card.cvv')}
      />
    </div>
  )
}
