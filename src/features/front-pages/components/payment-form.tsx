import { zodResolver } from '@hookform/resolvers/zod'
import { CreditCard, Wallet } from 'lucide-react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/lib/form-errors'
import { Alert } from '@/ui/alert'
import { ChoiceGroup } from '@/ui/choice-group'
import { TextField } from '@/ui/field'
import { EMPTY_PAYMENT, paymentInput, type PaymentInput } from '../lib/payment-schema'
import { CardFields } from './card-fields'
import { CountrySelect } from './country-select'

/**
 * The payment page's form: method (card / PayPal), billing details and card details, checked
 * with `paymentInput` (card number checksum, expiry in the future, CVV). `id` lets the order
 * summary's button submit it; `now` is the clock (tests).
 */
export function PaymentForm({ id, onValid, now }: { id: string; onValid: (values: PaymentInput) => void; now?: () => Date }) {
  const { t } = useTranslation('front')
  const errorText = useErrorText()
  const form = useForm<PaymentInput>({ resolver: zodResolver(paymentInput(now)), defaultValues: EMPTY_PAYMENT, mode: 'onTouched' })
  const { errors } = form.formState
  const method = form.watch('method')
  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-8">
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <ChoiceGroup
              type="radio"
              label={t('payment.method')}
              hideLabel
              variant="icon"
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'card', label: t('payment.methods.card'), icon: <CreditCard /> },
                { value: 'paypal', label: t('payment.methods.paypal'), icon: <Wallet /> },
              ]}
            />
          )}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 text-lg font-medium text-strong">{t('payment.billing')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('payment.email')}
              type="email"
              autoComplete="email"
              required
              error={errorText(errors.billing?.email?.message)}
              {...form.register('billing.email')}
            />
            <TextField
              label={t('payment.password')}
              type="password"
              autoComplete="new-password"
              required
              error={errorText(errors.billing?.password?.message)}
              {...form.register('billing.password')}
            />
            <CountrySelect
              label={t('payment.country')}
              autoComplete="country"
              error={errorText(errors.billing?.country?.message)}
              {...form.register('billing.country')}
            />
            <TextField
              label={t('payment.postcode')}
              autoComplete="postal-code"
              required
              error={errorText(errors.billing?.postcode?.message)}
              {...form.register('billing.postcode')}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-4 text-lg font-medium text-strong">{t('payment.cardInfo')}</legend>
          {method === 'card' ? <CardFields /> : <Alert tone="info">{t('payment.paypalNote')}</Alert>}
        </fieldset>
      </form>
    </FormProvider>
  )
}
