import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TIME_ZONES, UNIT_SYSTEMS, WEIGHT_UNITS, type ShopSettings } from '@/api/contracts/ecommerce-settings'
import { useErrorText } from '@/lib/form-errors'
import { Checkbox } from '@/ui/checkbox'
import { Select, TextField } from '@/ui/field'
import { CountrySelect } from '../country-select'
import { SettingsCard, useSettingsForm } from './settings-form'

const grid = 'grid gap-4 sm:grid-cols-2'

/** Store details: profile (name, phone, e-mails), billing information, time zone and units. */
export function StoreSettingsTab({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const { form, card } = useSettingsForm('store', settings)
  const { register } = form
  const e = form.formState.errors
  return (
    <SettingsCard title={t('settings.tabs.store')} subtitle={t('settings.store.subtitle')} {...card}>
      <div className={grid}>
        <TextField label={t('settings.store.storeName')} required {...register('storeName')} error={err(e.storeName?.message)} />
        <TextField label={t('fields.mobile')} required type="tel" dir="ltr" {...register('phone')} error={err(e.phone?.message)} />
        <TextField
          label={t('settings.store.contactEmail')}
          required
          type="email"
          dir="ltr"
          {...register('contactEmail')}
          error={err(e.contactEmail?.message)}
        />
        <TextField
          label={t('settings.store.senderEmail')}
          required
          type="email"
          dir="ltr"
          {...register('senderEmail')}
          error={err(e.senderEmail?.message)}
        />
      </div>
      <h3 className="font-medium text-strong">{t('settings.store.billing')}</h3>
      <div className={grid}>
        <TextField label={t('settings.store.legalName')} required {...register('legalName')} error={err(e.legalName?.message)} />
        <TextField label={t('settings.address')} required {...register('billingAddress')} error={err(e.billingAddress?.message)} />
        <TextField label={t('settings.city')} required {...register('billingCity')} error={err(e.billingCity?.message)} />
        <TextField label={t('settings.postcode')} required {...register('billingPostcode')} error={err(e.billingPostcode?.message)} />
        <CountrySelect {...register('billingCountry')} error={err(e.billingCountry?.message)} />
      </div>
      <h3 className="font-medium text-strong">{t('settings.store.units')}</h3>
      <div className={grid}>
        <Select label={t('settings.store.timeZone')} options={TIME_ZONES.map((z) => ({ value: z, label: z }))} {...register('timeZone')} />
        <Select
          label={t('settings.store.unitSystem')}
          options={UNIT_SYSTEMS.map((u) => ({ value: u, label: t(`settings.units.${u}`) }))}
          {...register('unitSystem')}
        />
        <Select
          label={t('settings.store.weightUnit')}
          options={WEIGHT_UNITS.map((u) => ({ value: u, label: t(`settings.weights.${u}`) }))}
          {...register('weightUnit')}
        />
      </div>
    </SettingsCard>
  )
}

/** Location: the stock location's name and address, and whether it is the default one. */
export function LocationSettingsTab({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const { form, card } = useSettingsForm('location', settings)
  const { register } = form
  const e = form.formState.errors
  return (
    <SettingsCard title={t('settings.tabs.location')} subtitle={t('settings.location.subtitle')} {...card}>
      <TextField label={t('settings.location.name')} required {...register('name')} error={err(e.name?.message)} />
      <Controller
        control={form.control}
        name="isDefault"
        render={({ field }) => <Checkbox checked={field.value} onChange={field.onChange} label={t('settings.location.isDefault')} />}
      />
      <div className={grid}>
        <CountrySelect {...register('country')} error={err(e.country?.message)} />
        <TextField label={t('settings.address')} required {...register('address')} error={err(e.address?.message)} />
        <TextField label={t('settings.location.apartment')} {...register('apartment')} error={err(e.apartment?.message)} />
        <TextField label={t('settings.city')} required {...register('city')} error={err(e.city?.message)} />
        <TextField label={t('settings.postcode')} required {...register('postcode')} error={err(e.postcode?.message)} />
      </div>
    </SettingsCard>
  )
}
