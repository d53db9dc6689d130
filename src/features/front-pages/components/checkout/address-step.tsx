import { Plane, Rocket, Truck } from 'lucide-react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DELIVERY_FEES, DELIVERY_SPEEDS } from '@/api/contracts/ecommerce'
import { addDays } from 'date-fns'
import { useErrorText } from '@/lib/form-errors'
import { formatDate, formatMoney } from '@/lib/format'
import { regionName } from '@/lib/display-names'
import { ChoiceGroup } from '@/ui/choice-group'
import { TextField } from '@/ui/field'
import { ADDRESS_CHOICES, SAVED_ADDRESSES, type CheckoutValues } from '../../lib/checkout-schema'
import { ADDRESS_LABELS, DELIVERY_LABELS } from '../../lib/labels'
import { CountrySelect } from '../country-select'

const SPEED_ICONS = { standard: Truck, express: Rocket, overnight: Plane }
/** Business days to delivery for each speed (the estimated delivery date). */
export const DELIVERY_DAYS = { standard: 5, express: 2, overnight: 1 } as const

/** Address: saved addresses or a new one (its fields), then the delivery speed with its fee and date. */
export function AddressStep() {
  const { t } = useTranslation('front')
  const errorText = useErrorText()
  const { control, register, setValue, watch, formState } = useFormContext<CheckoutValues>()
  const choice = watch('address.choice')
  const errors = formState.errors.address
  const pick = (value: string) => {
    const c = value as (typeof ADDRESS_CHOICES)[number]
    setValue('address.choice', c)
    const preset = c === 'new' ? { name: '', email: '', line: '', city: '', postcode: '', country: 'FR' } : SAVED_ADDRESSES[c]
    for (const [k, v] of Object.entries(preset)) setValue(`address.${k as keyof typeof preset}`, v, { shouldValidate: false })
  }
  return (
    <div className="flex flex-col gap-8">
      <ChoiceGroup
        type="radio"
        label={t('checkout.address.title')}
        value={choice}
        onChange={pick}
        columns={3}
        options={ADDRESS_CHOICES.map((c) => ({
          value: c,
          label: t(ADDRESS_LABELS[c]),
          description:
            c === 'new'
              ? t('checkout.address.newHint')
              : `${SAVED_ADDRESSES[c].name}, ${SAVED_ADDRESSES[c].line}, ${SAVED_ADDRESSES[c].postcode} ${SAVED_ADDRESSES[c].city}, ${regionName(SAVED_ADDRESSES[c].country)}`,
        }))}
      />
      {choice === 'new' && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-medium text-strong">{t('checkout.address.newTitle')}</legend>
          <TextField
            label={t('checkout.address.name')}
            autoComplete="name"
            required
            error={errorText(errors?.name?.message)}
            {...register('address.name')}
          />
          <TextField
            label={t('checkout.address.email')}
            type="email"
            autoComplete="email"
            required
            error={errorText(errors?.email?.message)}
            {...register('address.email')}
          />
          <TextField
            label={t('checkout.address.line')}
            autoComplete="street-address"
            required
            fieldClassName="sm:col-span-2"
            error={errorText(errors?.line?.message)}
            {...register('address.line')}
          />
          <TextField
            label={t('checkout.address.city')}
            autoComplete="address-level2"
            required
            error={errorText(errors?.city?.message)}
            {...register('address.city')}
          />
          <TextField
            label={t('checkout.address.postcode')}
            autoComplete="postal-code"
            required
            error={errorText(errors?.postcode?.message)}
            {...register('address.postcode')}
          />
          <CountrySelect
            label={t('checkout.address.country')}
            autoComplete="country"
            error={errorText(errors?.country?.message)}
            {...register('address.country')}
          />
        </fieldset>
      )}
      <Controller
        control={control}
        name="delivery"
        render={({ field }) => (
          <ChoiceGroup
            type="radio"
            label={t('checkout.delivery.title')}
            variant="icon"
            columns={3}
            value={field.value}
            onChange={field.onChange}
            options={DELIVERY_SPEEDS.map((s) => {
              const Icon = SPEED_ICONS[s]
              return {
                value: s,
                icon: <Icon />,
                label: `${t(DELIVERY_LABELS[s])} · ${DELIVERY_FEES[s] === 0 ? t('pricing.free') : formatMoney(DELIVERY_FEES[s])}`,
                description: t('checkout.delivery.eta', {
                  date: formatDate(addDays(new Date(), DELIVERY_DAYS[s]), { weekday: 'short', day: 'numeric', month: 'short' }),
                }),
              }
            })}
          />
        )}
      />
    </div>
  )
}
