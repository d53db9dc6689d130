import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CUSTOMER_CHANNELS, CUSTOMER_NOTIFICATIONS, type CustomerProfile } from '@/api/contracts/ecommerce-customer-profile'
import { ecommerceCustomerProfile } from '@/api/resources/ecommerce-customer-profile'
import { Checkbox } from '@/ui/checkbox'
import { SettingsCard } from './settings/settings-form'

/** Notifications tab: type × Email / Browser / App checkboxes, saved through the API; Discard goes back to what is stored. */
export function CustomerNotificationsTab({ id, profile }: { id: number; profile: CustomerProfile }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const [values, setValues] = useState(profile.notifications)
  const save = ecommerceCustomerProfile.useMutation('save', {
    failed: t('toasts.failed'),
    success: () => t('customers.notifications.saved'),
  })
  return (
    <SettingsCard
      title={t('customers.notifications.title')}
      subtitle={t('customers.notifications.hint')}
      onSubmit={async (e) => {
        e?.preventDefault()
        await save.mutateAsync({ id, body: { notifications: values } }).catch(() => undefined)
      }}
      onDiscard={() => setValues(profile.notifications)}
      busy={save.isPending}
      dirty={values !== profile.notifications}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-start">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="p-3 text-start font-medium text-strong">
                {t('customers.notifications.type')}
              </th>
              {CUSTOMER_CHANNELS.map((c) => (
                <th key={c} scope="col" className="p-3 text-center font-medium text-strong">
                  {t(`customers.notifications.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CUSTOMER_NOTIFICATIONS.map((n) => (
              <tr key={n} className="border-b border-border last:border-0">
                <th scope="row" className="p-3 text-start font-normal">
                  {t(`customers.notifications.types.${n}`)}
                </th>
                {CUSTOMER_CHANNELS.map((c) => (
                  <td key={c} className="p-3 text-center">
                    <Checkbox
                      hideLabel
                      label={`${t(`customers.notifications.types.${n}`)} – ${t(`customers.notifications.${c}`)}`}
                      checked={values[n][c]}
                      onChange={(v) => setValues((all) => ({ ...all, [n]: { ...all[n], [c]: v } }))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SettingsCard>
  )
}
