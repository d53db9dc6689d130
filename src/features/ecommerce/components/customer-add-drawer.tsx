import { useTranslation } from 'react-i18next'
import { customerInput, type CustomerInput } from '@/api/contracts/ecommerce-customers'
import { ecommerceCustomers } from '@/api/resources/ecommerce'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { TextField } from '@/ui/field'
import { FormDrawer } from '@/ui/form-dialog'
import { Switch } from '@/ui/switch'
import { CONTACT_INPUTS } from '../lib/contact-inputs'
import { CountrySelect } from './country-select'
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
  const dialog = useFormDialog({
    schema: customerInput,
    open,
    values: blank,
    submit: create.mutateAsync,
    onDone: onClose,
  })
  const { form } = dialog
  const e = form.formState.errors
  return (
    <FormDrawer
      dialog={dialog}
      open={open}
      onClose={onClose}
      width="w-[min(440px,100vw)]"
      title={t('customers.add')}
      submitLabel={t('customers.addSubmit')}
      className="flex flex-col gap-4"
    >
      <TextField label={t('fields.name')} {...CONTACT_INPUTS.customer} {...form.register('customer')} error={err(e.customer?.message)} />
      <TextField label={t('fields.email')} {...CONTACT_INPUTS.email} {...form.register('email')} error={err(e.email?.message)} />
      <TextField label={t('fields.mobile')} {...CONTACT_INPUTS.contact} {...form.register('contact')} error={err(e.contact?.message)} />
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
        <CountrySelect {...form.register('countryCode')} error={err(e.countryCode?.message)} />
        <CustomerCountry code={form.watch('countryCode') ?? 'FR'} />
        <Switch
          label={t('customers.address.useAsBilling')}
          checked={form.watch('useAsBilling') ?? true}
          onChange={(v) => form.setValue('useAsBilling', v)}
        />
      </fieldset>
    </FormDrawer>
  )
}
