import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { registerRequest } from '@/api/contracts/auth'
import { phoneNumber, requiredText } from '@/lib/form-rules'
import { Select, TextField } from '@/ui/field'
import { Switch } from '@/ui/switch'
import { FormDialog, type ExampleDialogProps } from './form-dialog'

export const COUNTRIES = ['france', 'morocco', 'usa', 'uk', 'germany'] as const
const STATUSES = ['active', 'inactive', 'suspended'] as const
const LANGUAGES = ['fr', 'en', 'ar'] as const

const schema = z.object({
  firstName: requiredText,
  lastName: requiredText,
  username: registerRequest.shape.username,
  email: registerRequest.shape.email,
  status: z.enum(STATUSES),
  taxId: z
    .string()
    .trim()
    .regex(/^$|^[A-Z0-9 -]{4,20}$/i, 'pages:validation.taxId'),
  contact: phoneNumber,
  language: z.enum(LANGUAGES),
  country: requiredText,
  billing: z.boolean(),
})

/** The user's details (the template's "Edit User Info"), validated and confirmed with a toast. */
export function EditUserDialog(props: ExampleDialogProps) {
  const { t } = useTranslation('pages')
  return (
    <FormDialog
      {...props}
      size="lg"
      schema={schema}
      defaultValues={{
        firstName: 'Ana',
        lastName: 'Lopez',
        username: 'ana.lopez',
        email: 'ana@vermilion.app',
        status: 'active',
        taxId: '',
        contact: '+33 6 12 34 56 78',
        language: 'fr',
        country: 'france',
        billing: true,
      }}
      title={t('dialogs.editUser.title')}
      description={t('dialogs.editUser.description')}
      done={(v) => t('dialogs.editUser.done', { name: `${v.firstName} ${v.lastName}` })}
    >
      {(form, err) => {
        const text = (
          name: 'firstName' | 'lastName' | 'username' | 'email' | 'taxId' | 'contact',
          extra: Omit<React.ComponentProps<typeof TextField>, 'label'> = {},
        ) => <TextField label={t(`dialogs.fields.${name}`)} error={err(name)} {...extra} {...form.register(name)} />
        const select = (name: 'status' | 'language' | 'country', options: { value: string; label: string }[]) => (
          <Select label={t(`dialogs.fields.${name}`)} options={options} error={err(name)} {...form.register(name)} />
        )
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            {text('firstName', { autoFocus: true })}
            {text('lastName')}
            {text('username', { dir: 'ltr' })}
            {text('email', { type: 'email', dir: 'ltr' })}
            {select(
              'status',
              STATUSES.map((v) => ({ value: v, label: t(`dialogs.statuses.${v}`) })),
            )}
            {text('taxId', { dir: 'ltr' })}
            {text('contact', { type: 'tel', dir: 'ltr' })}
            {select(
              'language',
              LANGUAGES.map((v) => ({ value: v, label: t(`dialogs.languages.${v}`) })),
            )}
            {select(
              'country',
              COUNTRIES.map((v) => ({ value: v, label: t(`dialogs.countries.${v}`) })),
            )}
            <Controller
              control={form.control}
              name="billing"
              render={({ field }) => (
                <Switch
                  className="self-end sm:col-span-2"
                  checked={field.value}
                  onChange={field.onChange}
                  label={t('dialogs.editUser.billing')}
                />
              )}
            />
          </div>
        )
      }}
    </FormDialog>
  )
}
