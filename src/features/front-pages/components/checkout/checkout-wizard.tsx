import { zodResolver } from '@hookform/resolvers/zod'
import { CreditCard, MapPin, PartyPopper, ShoppingCart } from 'lucide-react'
import { useMemo, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CHECKOUT_COUPON, type Order } from '@/api/contracts/ecommerce'
import { ecommerceOrders } from '@/api/resources/ecommerce-orders'
import { applyServerErrors } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { Stepper } from '@/ui/stepper'
import { useStepper, type StepDef, type StepperState } from '@/ui/use-stepper'
import { checkoutInput, EMPTY_CHECKOUT, toOrder, type CheckoutValues } from '../../lib/checkout-schema'
import { AddressStep } from './address-step'
import { CartStep } from './cart-step'
import { ConfirmationStep } from './confirmation-step'
import { PaymentStep } from './payment-step'
import { PriceDetails } from './price-details'

const CONFIRMATION = 3

/**
 * The checkout wizard (front page; also fit for the wizard-examples page): cart → address and
 * delivery → payment, which places the order through the API → confirmation with its number.
 */
export function CheckoutWizard({ now }: { now?: () => Date }) {
  const { t } = useTranslation('front')
  const form = useForm<CheckoutValues>({ resolver: zodResolver(checkoutInput(now)), defaultValues: EMPTY_CHECKOUT, mode: 'onTouched' })
  const steps = useMemo<StepDef[]>(
    () => [
      { id: 'cart', title: t('checkout.steps.cart'), icon: <ShoppingCart />, fields: ['items'] },
      { id: 'address', title: t('checkout.steps.address'), icon: <MapPin />, fields: ['address', 'delivery'] },
      { id: 'payment', title: t('checkout.steps.payment'), icon: <CreditCard />, fields: ['payment', 'card', 'giftCode'] },
      { id: 'confirmation', title: t('checkout.steps.confirmation'), icon: <PartyPopper /> },
    ],
    [t],
  )
  const wizard = useStepper(steps, (fields) => form.trigger(fields as (keyof CheckoutValues)[]))
  const place = ecommerceOrders.useMutation('create', { failed: t('checkout.failed'), form: true })
  const [placed, setPlaced] = useState<{ order: Order; values: CheckoutValues }>()
  // The confirmation is reached only by placing the order.
  const stepper: StepperState = {
    ...wizard,
    goTo: (i) => (i === CONFIRMATION && !placed ? Promise.resolve(false) : wizard.goTo(i)),
    next: () => (wizard.index + 1 === CONFIRMATION ? Promise.resolve(false) : wizard.next()),
  }
  const values = form.watch()
  const step = steps[stepper.index]!.id

  const onSubmit = form.handleSubmit((v) =>
    place.mutate(toOrder(v, CHECKOUT_COUPON.code), {
      onSuccess: (order) => {
        setPlaced({ order, values: v })
        void wizard.goTo(CONFIRMATION)
      },
      onError: (e) => void applyServerErrors(e, form.setError),
    }),
  )
  const restart = () => {
    form.reset(EMPTY_CHECKOUT)
    setPlaced(undefined)
    place.reset()
    void wizard.goTo(0)
  }

  return (
    <FormProvider {...form}>
      <div className="rounded-xl bg-surface shadow-card">
        <Stepper
          stepper={stepper}
          variant="icon"
          clickable={!placed}
          label={t('checkout.steps.label')}
          className="border-b border-border p-6"
        />
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="p-6">
          {step === 'confirmation' && placed ? (
            <>
              <ConfirmationStep order={placed.order} values={placed.values} />
              <Button className="mt-8" onClick={restart}>
                {t('checkout.done.again')}
              </Button>
            </>
          ) : (
            <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
              <div>
                {step === 'cart' && <CartStep />}
                {step === 'address' && <AddressStep />}
                {step === 'payment' && <PaymentStep />}
              </div>
              <div className="flex flex-col gap-4">
                <PriceDetails lines={values.items} delivery={values.delivery} coupon={values.coupon} giftWrap={values.giftWrap} />
                {step === 'payment' ? (
                  <Button type="submit" size="lg" block loading={place.isPending}>
                    {t('checkout.placeOrder')}
                  </Button>
                ) : (
                  <Button size="lg" block onClick={() => void stepper.next()}>
                    {step === 'cart' ? t('checkout.toAddress') : t('checkout.toPayment')}
                  </Button>
                )}
                {!stepper.isFirst && (
                  <Button variant="text" color="secondary" block onClick={stepper.back}>
                    {t('checkout.back')}
                  </Button>
                )}
              </div>
            </div>
          )}
        </form>
      </div>
    </FormProvider>
  )
}
