import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CARD_METHODS,
  CONTACT_METHODS,
  FIELD_RULES,
  FULL_NAME_RULES,
  MANUAL_METHODS,
  PAYMENT_PROVIDERS,
  type ShopSettings,
} from '@/api/contracts/ecommerce-settings'
import { Checkbox } from '@/ui/checkbox'
import { RadioGroup } from '@/ui/radio'
import { SettingsCard, useSettingsForm } from './settings-form'

const FIELD_RULE_FIELDS = ['companyName', 'addressLine2', 'shippingPhone'] as const

/** Payments: the provider (cards), the methods it takes, the manual methods. */
export function PaymentsSettingsTab({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const { form, card } = useSettingsForm('payments', settings)
  const { control } = form
  return (
    <SettingsCard title={t('settings.tabs.payments')} subtitle={t('settings.payments.subtitle')} {...card}>
      <Controller
        control={control}
        name="provider"
        render={({ field }) => (
          <RadioGroup
            label={t('settings.payments.provider')}
            variant="card"
            orientation="horizontal"
            value={field.value}
            onChange={field.onChange}
            options={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t(`settings.providers.${p}`) }))}
          />
        )}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-strong">{t('settings.payments.methods')}</legend>
        {CARD_METHODS.map((m) => (
          <Controller
            key={m}
            control={control}
            name={`methods.${m}`}
            render={({ field }) => <Checkbox checked={field.value} onChange={field.onChange} label={t(`settings.cardMethods.${m}`)} />}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-strong">{t('settings.payments.manual')}</legend>
        {MANUAL_METHODS.map((m) => (
          <Controller
            key={m}
            control={control}
            name={`manual.${m}`}
            render={({ field }) => <Checkbox checked={field.value} onChange={field.onChange} label={t(`settings.manualMethods.${m}`)} />}
          />
        ))}
      </fieldset>
    </SettingsCard>
  )
}

/** Checkout: how customers are contacted, and which fields the checkout asks for. */
export function CheckoutSettingsTab({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const { form, card } = useSettingsForm('checkout', settings)
  const { control } = form
  return (
    <SettingsCard title={t('settings.tabs.checkout')} subtitle={t('settings.checkout.subtitle')} {...card}>
      <Controller
        control={control}
        name="contactMethod"
        render={({ field }) => (
          <RadioGroup
            label={t('settings.checkout.contactMethod')}
            value={field.value}
            onChange={field.onChange}
            options={CONTACT_METHODS.map((m) => ({ value: m, label: t(`settings.contactMethods.${m}`) }))}
          />
        )}
      />
      <Controller
        control={control}
        name="fullName"
        render={({ field }) => (
          <RadioGroup
            label={t('settings.checkout.fullName')}
            value={field.value}
            onChange={field.onChange}
            options={FULL_NAME_RULES.map((m) => ({ value: m, label: t(`settings.fullNameRules.${m}`) }))}
          />
        )}
      />
      {FIELD_RULE_FIELDS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <RadioGroup
              label={t(`settings.checkout.${name}`)}
              orientation="horizontal"
              value={field.value}
              onChange={field.onChange}
              options={FIELD_RULES.map((r) => ({ value: r, label: t(`settings.fieldRules.${r}`) }))}
            />
          )}
        />
      ))}
    </SettingsCard>
  )
}
