import { Banknote, CreditCard, Gift } from 'lucide-react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CHECKOUT_PAYMENTS } from '@/api/contracts/ecommerce'
import { useErrorText } from '@/lib/form-errors'
import { TextField } from '@/ui/field'
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/ui/tabs'
import type { CheckoutValues } from '../../lib/checkout-schema'
import { PAYMENT_LABELS } from '../../lib/labels'
import { CardFields } from '../card-fields'

const ICONS = { card: CreditCard, cashOnDelivery: Banknote, giftCard: Gift }

/** Payment: tabs card / cash on delivery / gift card; the chosen tab is the order's payment. */
export function PaymentStep() {
  const { t } = useTranslation('front')
  const errorText = useErrorText()
  const { watch, setValue, register, formState } = useFormContext<CheckoutValues>()
  const payment = watch('payment')
  return (
    <Tabs selectedIndex={CHECKOUT_PAYMENTS.indexOf(payment)} onChange={(i: number) => setValue('payment', CHECKOUT_PAYMENTS[i]!)}>
      <TabList aria-label={t('checkout.payment.title')}>
        {CHECKOUT_PAYMENTS.map((p) => {
          const Icon = ICONS[p]
          return (
            <Tab key={p} icon={<Icon aria-hidden className="size-4" />}>
              {t(PAYMENT_LABELS[p])}
            </Tab>
          )
        })}
      </TabList>
      <TabPanels>
        <TabPanel>
          <CardFields />
        </TabPanel>
        <TabPanel>
          <p className="text-muted">{t('checkout.payment.cashText')}</p>
        </TabPanel>
        <TabPanel>
          <TextField
            label={t('checkout.payment.giftCode')}
            dir="ltr"
            hint={t('checkout.payment.giftHint')}
            required
            error={errorText(formState.errors.giftCode?.message)}
            {...register('giftCode')}
          />
        </TabPanel>
      </TabPanels>
    </Tabs>
  )
}
