import { useTranslation } from 'react-i18next'
import { customerInput, type CustomerInput } from '@/api/contracts/ecommerce-customers'
import { ecommerceCustomers } from '@/api/resources/ecommerce'
import { FLAG_COUNTRIES, regionName } from '@/lib/display-names'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { Drawer } from '@/ui/drawer'
import { Select, TextField } from '@/ui/field'
import { FormFooter } from '@/ui/form-footer'
import { Switch } from '@/ui/switch'
import { CustomerCountry } from './customer-country'

const blank = (): CustomerInput => ({
  customer: '',
  email: '',
  countryCode: 'FR',
  contact: '',
  line1: '',
  line2: '',
  town: '',
  state: '',
  postcode: '',
  useAsBilling: true,
})
const ADDRESS_FIELDS = [
  ['line1', 'address-line1'],
  ['line2', 'address-line2'],
  ['town', 'address-level2'],
  ['state', 'address-level1'],
  ['postcode', 'postal-code'],
] as const

/** "Add customer" drawer: validated by `customerInput`; a taken email comes back as a 400 under its field. */
export function CustomerAddDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const create = ecommerceCustomers.useMutation('create', {
    form: true,
    failed: t('toasts.failed'),
    success: (saved) => t('customers.created', { name: saved.customer }),
  })
  const { form, formId, onSubmit } = useFormDialog({
    schema: customerInput,
    open,
    values: blank,
    submit: create.mutateAsync,
    onDone: onClose,
  })
  const e = form.formState.errors
  const countries = FLAG_COUNTRIES.map((c) => ({ value: c, label: regionName(c) })).sort((a, b) => a.label.localeCompare(b.label))
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width="w-[min(440px,100vw)]"
      title={t('customers.add')}
      footer={
        <FormFooter
          layout="drawer"
          form={formId}
          submitLabel={t('customers.addSubmit')}
          busy={form.formState.isSubmitting}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={t('customers.add')} className="flex flex-col gap-4">
        <TextField label={t('fields.name')} required autoComplete="name" {...form.register('customer')} error={err(e.customer?.message)} />
        <TextField
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          dir="ltr"
          {...form.register('email')}
          error={err(e.email?.message)}
        />
        <TextField
          label={t('fields.mobile')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          {...form.register('contact')}
          error={err(e.contact?.message)}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 font-medium text-strong">{t('customers.address.title')}</legend>
          {ADDRESS_FIELDS.map(([name, autoComplete]) => (
            <TextField
              key={name}
              label={t(`customers.address.${name}`)}
              autoComplete={autoComplete}
              {...form.register(name)}
              error={err(e[name]?.message)}
            />
          ))}
          <Select label={t('fields.country')} {...form.register('countryCode')} error={err(e.countryCode?.message)} options={countries} />
          <CustomerCountry code={form.watch('countryCode') ?? 'FR'} />
          <Switch
            label={t('customers.address.useAsBilling')}
            checked={form.watch('useAsBilling') ?? true}
            onChange={(v) => form.setValue('useAsBilling', v)}
          />
        </fieldset>
      </form>
    </Drawer>
  )
}
