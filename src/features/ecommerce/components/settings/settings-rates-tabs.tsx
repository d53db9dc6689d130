import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  SHIPPING_RATES,
  SHIPPING_ZONES,
  type ShopSettings,
} from '@/api/contracts/ecommerce-settings'
import { useErrorText } from '@/lib/form-errors'
import { Checkbox } from '@/ui/checkbox'
import { TextField } from '@/ui/field'
import { MatrixTable } from '@/ui/matrix-table'
import { SettingsCard, useSettingsForm } from './settings-form'

/** Shipping and delivery: the rates (euros) of each zone. */
export function ShippingSettingsTab({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const { form, card } = useSettingsForm('shipping', settings)
  const e = form.formState.errors
  return (
    <SettingsCard title={t('settings.tabs.shipping')} subtitle={t('settings.shipping.subtitle')} {...card}>
      {SHIPPING_ZONES.map((zone) => (
        <fieldset key={zone} className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 font-medium text-strong">{t(`settings.zones.${zone}`)}</legend>
          {SHIPPING_RATES.map((rate) => (
            <TextField
              key={rate}
              label={t(`settings.rates.${rate}`)}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register(`${zone}.${rate}`, { valueAsNumber: true })}
              error={err(e[zone]?.[rate]?.message)}
            />
          ))}
        </fieldset>
      ))}
    </SettingsCard>
  )
}

type Group = keyof typeof NOTIFICATION_GROUPS

/** Notifications: each event of each group × e-mail / app. */
export function NotificationsSettingsTab({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const { form, card } = useSettingsForm('notifications', settings)
  const groups = Object.keys(NOTIFICATION_GROUPS) as Group[]
  return (
    <SettingsCard title={t('settings.tabs.notifications')} subtitle={t('settings.notifications.subtitle')} {...card}>
      {groups.map((group) => (
        <MatrixTable
          key={group}
          dense
          caption={t(`settings.notificationGroups.${group}`)}
          corner={t(`settings.notificationGroups.${group}`)}
          rows={NOTIFICATION_GROUPS[group]}
          columns={NOTIFICATION_CHANNELS}
          rowLabel={(event) => t(`settings.events.${event}`)}
          columnLabel={(channel) => t(`settings.channels.${channel}`)}
          cell={(event, channel) => (
            <Controller
              control={form.control}
              name={`${group}.${event}.${channel}` as `customer.orderConfirmation.email`}
              render={({ field }) => (
                <Checkbox
                  hideLabel
                  checked={field.value}
                  onChange={field.onChange}
                  label={t('settings.notifications.cell', {
                    event: t(`settings.events.${event}`),
                    channel: t(`settings.channels.${channel}`),
                  })}
                />
              )}
            />
          )}
        />
      ))}
    </SettingsCard>
  )
}
