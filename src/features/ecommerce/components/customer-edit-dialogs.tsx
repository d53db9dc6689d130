import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { CustomerDetails } from '@/api/contracts/ecommerce'
import {
  CUSTOMER_LANGUAGES,
  CUSTOMER_PLANS,
  customerDetailsInput,
  type CustomerDetailsInput,
  type CustomerProfile,
} from '@/api/contracts/ecommerce-customer-profile'
import { ecommerceCustomerProfile } from '@/api/resources/ecommerce-customer-profile'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { Select, TextField } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { CONTACT_INPUTS } from '../lib/contact-inputs'
import { CountrySelect } from './country-select'

interface DialogProps {
  customer: CustomerDetails
  profile: CustomerProfile
  open: boolean
  onClose: () => void
}

/** The customer card's "Edit details": PUT /customers/{id} (name, e-mail, phone, country, username, tax id, language). */
export function CustomerEditDialog({ customer: c, profile, open, onClose }: DialogProps) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const edit = ecommerceCustomerProfile.useMutation('editDetails', {
    form: true,
    failed: t('toasts.failed'),
    success: (saved) => t('customerDetails.saved', { name: saved.customer }),
  })
  const dialog = useFormDialog({
    schema: customerDetailsInput,
    open,
    values: (): CustomerDetailsInput => ({
      customer: c.customer,
      email: c.email,
      contact: c.contact,
      countryCode: c.countryCode.toUpperCase(),
      username: profile.username,
      taxId: profile.taxId,
      language: profile.language,
    }),
    submit: (body) => edit.mutateAsync({ id: c.id, body }),
    onDone: onClose,
    deps: [c.id],
  })
  const { form } = dialog
  const e = form.formState.errors
  const title = t('customerDetails.editTitle')
  return (
    <FormDialog
      dialog={dialog}
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={t('customerDetails.save')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t('fields.name')} {...CONTACT_INPUTS.customer} {...form.register('customer')} error={err(e.customer?.message)} />
      <TextField label={t('customerDetails.username')} required dir="ltr" {...form.register('username')} error={err(e.username?.message)} />
      <TextField label={t('fields.email')} {...CONTACT_INPUTS.email} {...form.register('email')} error={err(e.email?.message)} />
      <TextField label={t('fields.mobile')} {...CONTACT_INPUTS.contact} {...form.register('contact')} error={err(e.contact?.message)} />
      <TextField label={t('customerDetails.taxId')} dir="ltr" {...form.register('taxId')} error={err(e.taxId?.message)} />
      <Select
        label={t('customerDetails.language')}
        {...form.register('language')}
        error={err(e.language?.message)}
        options={CUSTOMER_LANGUAGES.map((l) => ({ value: l, label: t(`customerDetails.languages.${l}`) }))}
      />
      <div className="sm:col-span-2">
        <CountrySelect {...form.register('countryCode')} error={err(e.countryCode?.message)} />
      </div>
    </FormDialog>
  )
}

const planInput = z.object({ plan: z.enum(CUSTOMER_PLANS, { error: 'validation.invalidChoice' }) })

/** The customer card's "Upgrade to premium": the plan, saved in the profile (PUT /customers/{id}/profile). */
export function CustomerPlanDialog({ customer: c, profile, open, onClose }: DialogProps) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const save = ecommerceCustomerProfile.useMutation('save', {
    form: true,
    failed: t('toasts.failed'),
    success: (saved) => t('customerDetails.planSaved', { plan: t(`customerDetails.plans.${saved.plan}`) }),
  })
  const dialog = useFormDialog({
    schema: planInput,
    open,
    values: () => ({ plan: 'premium' as const }),
    submit: ({ plan }) => save.mutateAsync({ id: c.id, body: { plan } }),
    onDone: onClose,
    deps: [c.id],
  })
  const title = t('customerDetails.upgradeTitle')
  return (
    <FormDialog
      dialog={dialog}
      open={open}
      onClose={onClose}
      title={title}
      description={t('customerDetails.upgradeText', { plan: t(`customerDetails.plans.${profile.plan}`) })}
      submitLabel={t('customerDetails.upgradeSubmit')}
    >
      <Select
        label={t('customerDetails.plan')}
        {...dialog.form.register('plan')}
        error={err(dialog.form.formState.errors.plan?.message)}
        options={CUSTOMER_PLANS.map((p) => ({ value: p, label: t(`customerDetails.plans.${p}`) }))}
      />
    </FormDialog>
  )
}
