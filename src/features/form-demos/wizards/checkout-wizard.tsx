import { zodResolver } from '@hookform/resolvers/zod'
import { CreditCard, MapPin, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { errorText } from '@/api/resources'
import { Checkbox } from '@/ui/checkbox'
import { Select, TextField } from '@/ui/field'
import { formatNumber } from '@/lib/format'
import { countryOptions } from '../shared/options'
import { chosen, email, required } from '../shared/demo-schemas'
import { useDemoT } from '../shared/use-demo-t'
import { usePlaceCheckoutOrder, type PlacedOrder } from './checkout-order'
import { WizardFrame } from './wizard-frame'
import { demoKey } from '../shared/demo-key'
import { CardRadios } from './card-radios'

const LINES = [
  { key: 'headphones', price: 299, qty: 1 },
  { key: 'watch', price: 149, qty: 2 },
] as const

const schema = z
  .object({
    giftWrap: z.boolean(),
    coupon: z
      .string()
      .trim()
      .refine((c) => c === '' || c.toUpperCase() === 'VERMILION10', 'v.coupon'),
    customer: required,
    email,
    line: required,
    city: required,
    postcode: required,
    country: chosen,
    delivery: z.enum(['standard', 'express', 'overnight']),
    payment: z.enum(['card', 'cashOnDelivery', 'giftCard']),
    cardNumber: z.string(),
  })
  .refine((v) => v.payment !== 'card' || /^\d{12,19}$/.test(v.cardNumber.replace(/\s/g, '')), {
    path: ['cardNumber'],
    message: 'v.cardNumber',
  })
type Values = z.input<typeof schema>

const STEPS = [
  { id: 'cart', icon: <ShoppingCart aria-hidden />, fields: ['giftWrap', 'coupon'] },
  { id: 'address', icon: <MapPin aria-hidden />, fields: ['customer', 'email', 'line', 'city', 'postcode', 'country', 'delivery'] },
  { id: 'payment', icon: <CreditCard aria-hidden />, fields: ['payment', 'cardNumber'] },
] as const

/** Checkout wizard example: cart, address, payment; places a real order through the API. */
export function CheckoutWizard() {
  const { t, err } = useDemoT()
  const place = usePlaceCheckoutOrder()
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      giftWrap: false,
      coupon: '',
      customer: '',
      email: '',
      line: '',
      city: '',
      postcode: '',
      country: '',
      delivery: 'standard',
      payment: 'card',
      cardNumber: '',
    },
  })
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form
  const steps = STEPS.map((s) => ({
    ...s,
    title: t(demoKey(`checkout.steps.${s.id}`)),
    description: t(demoKey(`checkout.steps.${s.id}Text`)),
  }))
  const submit = async (v: Values) => {
    const order = await place.mutateAsync({
      customer: v.customer,
      email: v.email,
      lines: LINES.map((l) => ({ name: t(demoKey(`checkout.items.${l.key}`)), price: l.price, qty: l.qty })),
      address: { line: v.line, city: v.city, postcode: v.postcode, country: v.country },
      delivery: v.delivery,
      giftWrap: v.giftWrap,
      coupon: v.coupon || undefined,
      payment: v.payment,
      cardLast4: v.payment === 'card' ? v.cardNumber.replace(/\s/g, '').slice(-4) : undefined,
    })
    setPlaced(order)
  }
  const options = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(demoKey(`checkout.${group}.${value}`)) }))
  return (
    <>
      {place.isError && (
        <p role="alert" className="mb-4 text-sm text-error">
          {errorText(place.error, t('checkout.failed'))}
        </p>
      )}
      <WizardFrame
        form={form}
        steps={steps}
        variant="icon"
        label={t('checkout.label')}
        submitLabel={t('checkout.placeOrder')}
        onSubmit={submit}
        done={placed && t('checkout.placed', { order: formatNumber(placed.order) })}
      >
        {(id) =>
          id === 'cart' ? (
            <>
              <ul className="flex flex-col gap-2 sm:col-span-2">
                {LINES.map((l) => (
                  <li key={l.key} className="flex justify-between rounded-md border border-border p-3">
                    <span>
                      {t(demoKey(`checkout.items.${l.key}`))} × {formatNumber(l.qty)}
                    </span>
                    <span>{formatNumber(l.price * l.qty, { style: 'currency', currency: 'EUR' })}</span>
                  </li>
                ))}
              </ul>
              <TextField
                label={t('checkout.coupon')}
                hint={t('checkout.couponHint')}
                dir="ltr"
                className="text-start"
                {...register('coupon')}
                error={err(errors.coupon?.message)}
              />
              <Controller
                control={control}
                name="giftWrap"
                render={({ field }) => (
                  <Checkbox label={t('checkout.giftWrap')} checked={field.value} onChange={field.onChange} className="self-end" />
                )}
              />
            </>
          ) : id === 'address' ? (
            <>
              <TextField label={t('f.fullName')} {...register('customer')} error={err(errors.customer?.message)} />
              <TextField
                label={t('f.email')}
                type="email"
                dir="ltr"
                className="text-start"
                {...register('email')}
                error={err(errors.email?.message)}
              />
              <TextField label={t('f.address')} {...register('line')} error={err(errors.line?.message)} />
              <TextField label={t('f.city')} {...register('city')} error={err(errors.city?.message)} />
              <TextField
                label={t('f.zip')}
                dir="ltr"
                className="text-start"
                {...register('postcode')}
                error={err(errors.postcode?.message)}
              />
              <Select
                label={t('f.country')}
                options={countryOptions(t)}
                placeholder={t('shared.choose')}
                {...register('country')}
                error={err(errors.country?.message)}
              />
              <CardRadios
                control={control}
                name="delivery"
                label={t('checkout.delivery')}
                options={options('speeds', ['standard', 'express', 'overnight'])}
              />
            </>
          ) : (
            <>
              <CardRadios
                control={control}
                name="payment"
                label={t('checkout.payment')}
                options={options('payments', ['card', 'cashOnDelivery', 'giftCard'])}
              />
              {watch('payment') === 'card' && (
                <TextField
                  label={t('checkout.cardNumber')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  dir="ltr"
                  className="text-start"
                  {...register('cardNumber')}
                  error={err(errors.cardNumber?.message)}
                />
              )}
            </>
          )
        }
      </WizardFrame>
    </>
  )
}
