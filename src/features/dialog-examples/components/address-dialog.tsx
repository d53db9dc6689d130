import { Building2, Home } from 'lucide-react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requiredText } from '@/lib/form-rules'
import { ChoiceGroup } from '@/ui/choice-group'
import { Select, TextField } from '@/ui/field'
import { Switch } from '@/ui/switch'
import { COUNTRIES } from './edit-user-dialog'
import { FormDialog, type ExampleDialogProps } from './form-dialog'

const schema = z.object({
  kind: z.enum(['home', 'office']),
  firstName: requiredText,
  lastName: requiredText,
  country: requiredText,
  address1: requiredText,
  address2: z.string(),
  landmark: z.string(),
  city: requiredText,
  state: z.string(),
  zip: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'pages:validation.zip'),
  billing: z.boolean(),
})

/** A new address: home or office, name, country, address lines, city, zip (validated). */
export function AddressDialog(props: ExampleDialogProps) {
  const { t } = useTranslation('pages')
  return (
    <FormDialog
      {...props}
      size="lg"
      schema={schema}
      defaultValues={{
        kind: 'home',
        firstName: '',
        lastName: '',
        country: '',
        address1: '',
        address2: '',
        landmark: '',
        city: '',
        state: '',
        zip: '',
        billing: false,
      }}
      title={t('dialogs.address.title')}
      description={t('dialogs.address.description')}
      done={(v) => t('dialogs.address.done', { city: v.city })}
    >
      {(form, err) => {
        const text = (
          name: 'firstName' | 'lastName' | 'address1' | 'address2' | 'landmark' | 'city' | 'state' | 'zip',
          extra: Omit<React.ComponentProps<typeof TextField>, 'label'> = {},
        ) => <TextField label={t(`dialogs.fields.${name}`)} error={err(name)} {...extra} {...form.register(name)} />
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <ChoiceGroup
                  type="radio"
                  variant="icon"
                  className="sm:col-span-2"
                  label={t('dialogs.address.kind')}
                  value={field.value}
                  onChange={field.onChange}
                  options={[
                    { value: 'home', label: t('dialogs.address.home'), description: t('dialogs.address.homeHint'), icon: <Home /> },
                    {
                      value: 'office',
                      label: t('dialogs.address.office'),
                      description: t('dialogs.address.officeHint'),
                      icon: <Building2 />,
                    },
                  ]}
                />
              )}
            />
            {text('firstName', { autoComplete: 'given-name' })}
            {text('lastName', { autoComplete: 'family-name' })}
            <div className="sm:col-span-2">
              <Select
                label={t('dialogs.fields.country')}
                placeholder={t('dialogs.choose')}
                options={COUNTRIES.map((c) => ({ value: c, label: t(`dialogs.countries.${c}`) }))}
                error={err('country')}
                {...form.register('country')}
              />
            </div>
            {text('address1', { autoComplete: 'address-line1', fieldClassName: 'sm:col-span-2' })}
            {text('address2', { autoComplete: 'address-line2', fieldClassName: 'sm:col-span-2' })}
            {text('landmark')}
            {text('city', { autoComplete: 'address-level2' })}
            {text('state', { autoComplete: 'address-level1' })}
            {text('zip', { autoComplete: 'postal-code', dir: 'ltr' })}
            <Controller
              control={form.control}
              name="billing"
              render={({ field }) => (
                <Switch className="sm:col-span-2" checked={field.value} onChange={field.onChange} label={t('dialogs.address.billing')} />
              )}
            />
          </div>
        )
      }}
    </FormDialog>
  )
}
