import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { customerPassword, customerProfileSections, type CustomerProfile } from '@/api/contracts/ecommerce-customer-profile'
import { ecommerceCustomerProfile } from '@/api/resources/ecommerce-customer-profile'
import { applyServerErrors, useErrorText } from '@/lib/form-errors'
import { formatDateTime } from '@/lib/format'
import { TextField } from '@/ui/field'
import { Switch } from '@/ui/switch'
import { SettingsCard } from './settings/settings-form'

/** Security tab: change the password (rules, confirmation) and two-step verification by SMS, both stored. */
export function CustomerSecurityTab({ id, profile }: { id: number; profile: CustomerProfile }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const failed = t('toasts.failed')
  const change = ecommerceCustomerProfile.useMutation('changePassword', {
    form: true,
    failed,
    success: () => t('customers.security.changed'),
  })
  const save = ecommerceCustomerProfile.useMutation('save', { form: true, failed, success: () => t('customers.security.saved') })
  const password = useForm({ resolver: zodResolver(customerPassword), defaultValues: { password: '', confirm: '' } })
  const twoFactor = useForm({ resolver: zodResolver(customerProfileSections.twoFactor), defaultValues: profile.twoFactor })
  const onPassword = password.handleSubmit(async (body) => {
    try {
      await change.mutateAsync({ id, body })
      password.reset()
    } catch (error) {
      applyServerErrors(error, password.setError)
    }
  })
  const onTwoFactor = twoFactor.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ id, body: { twoFactor: v } })
      twoFactor.reset(v)
    } catch (error) {
      applyServerErrors(error, twoFactor.setError, { 'twoFactor.phone': 'phone' })
    }
  })
  const pe = password.formState.errors
  const te = twoFactor.formState.errors
  return (
    <div className="flex flex-col gap-6">
      <SettingsCard
        title={t('customers.security.title')}
        subtitle={
          profile.passwordChangedAt
            ? t('customers.security.lastChanged', { date: formatDateTime(profile.passwordChangedAt) })
            : t('customers.security.neverChanged')
        }
        onSubmit={onPassword}
        onDiscard={() => password.reset()}
        busy={password.formState.isSubmitting}
        dirty={password.formState.isDirty}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('customers.security.password')}
            type="password"
            autoComplete="new-password"
            hint={t('customers.security.rules')}
            {...password.register('password')}
            error={err(pe.password?.message)}
          />
          <TextField
            label={t('customers.security.confirm')}
            type="password"
            autoComplete="new-password"
            {...password.register('confirm')}
            error={err(pe.confirm?.message)}
          />
        </div>
      </SettingsCard>
      <SettingsCard
        title={t('customers.security.twoFactor')}
        subtitle={t('customers.security.twoFactorHint')}
        onSubmit={onTwoFactor}
        onDiscard={() => twoFactor.reset()}
        busy={twoFactor.formState.isSubmitting}
        dirty={twoFactor.formState.isDirty}
      >
        <Switch
          label={t('customers.security.enable')}
          checked={twoFactor.watch('enabled')}
          onChange={(v) => twoFactor.setValue('enabled', v, { shouldDirty: true })}
        />
        <TextField
          label={t('customers.security.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          {...twoFactor.register('phone')}
          error={err(te.phone?.message)}
        />
      </SettingsCard>
    </div>
  )
}
