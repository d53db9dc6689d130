import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { shopSettingsSections, type ShopSettings, type ShopSettingsSection } from '@/api/contracts/ecommerce-settings'
import { ApiError } from '@/api/client'
import { ecommerceSettings } from '@/api/resources/ecommerce-settings'
import { applyServerErrors } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'

type Values<K extends ShopSettingsSection> = z.input<(typeof shopSettingsSections)[K]> & FieldValues

/**
 * One settings tab's form: the section's contract validates it, Save sends `{ [section]: values }`
 * (PUT, the other tabs stay as stored), Discard goes back to what is stored. Field errors of the
 * API (`store.storeName`) land on the form's fields (`storeName`).
 */
export function useSettingsForm<K extends ShopSettingsSection>(section: K, settings: ShopSettings) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const form = useForm<Values<K>, unknown, Values<K>>({
    resolver: zodResolver(shopSettingsSections[section] as unknown as z.ZodType<Values<K>, Values<K>>),
    defaultValues: settings[section] as DefaultValues<Values<K>>,
  })
  const save = ecommerceSettings.useMutation('save', { form: true, failed: t('toasts.failed'), success: () => t('settings.saved') })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ [section]: values })
      form.reset(saved[section] as DefaultValues<Values<K>>)
    } catch (error) {
      const fields = error instanceof ApiError ? Object.keys(error.errors ?? {}) : []
      applyServerErrors(error, form.setError, Object.fromEntries(fields.map((f) => [f, f.replace(`${section}.`, '')])))
    }
  })
  const discard = () => form.reset(settings[section] as DefaultValues<Values<K>>)
  const { isSubmitting, isDirty } = form.formState
  return { form, card: { onSubmit, onDiscard: discard, busy: isSubmitting, dirty: isDirty } }
}

/** The card of a settings tab: title, fields, Discard / Save (the form is the card). */
export function SettingsCard({
  title,
  subtitle,
  onSubmit,
  onDiscard,
  busy,
  dirty,
  children,
}: {
  title: string
  subtitle?: string
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>
  onDiscard: () => void
  busy: boolean
  dirty: boolean
  children: React.ReactNode
}) {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title}>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{title}</CardTitle>
          {subtitle && <CardSubtitle>{subtitle}</CardSubtitle>}
        </CardHeader>
        <CardBody className="flex flex-col gap-5">
          {children}
          <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
            <Button variant="outlined" color="secondary" onClick={onDiscard} disabled={!dirty || busy}>
              {t('settings.discard')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('settings.save')}
            </Button>
          </div>
        </CardBody>
      </Card>
    </form>
  )
}
