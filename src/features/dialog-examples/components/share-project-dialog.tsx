import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { loginRequest } from '@/api/contracts/auth'
import { Avatar } from '@/ui/avatar'
import { Select, TextField } from '@/ui/field'
import { FormDialog, type ExampleDialogProps } from './form-dialog'

const schema = loginRequest.pick({ email: true })
const MEMBERS = [
  { name: 'Lester Palmer', email: 'pe@vogeiz.net', access: 'owner' },
  { name: 'Mattie Blair', email: 'peletom@shuz.org', access: 'edit' },
  { name: 'Marvin Wheeler', email: 'rumet@jujpejah.net', access: 'view' },
] as const
const ACCESS = ['owner', 'edit', 'view'] as const

/** Invite a member by e-mail (validated); the members and their access. */
export function ShareProjectDialog(props: ExampleDialogProps) {
  const { t } = useTranslation('pages')
  const options = ACCESS.map((a) => ({ value: a, label: t(`dialogs.share.access.${a}`) }))
  return (
    <FormDialog
      {...props}
      schema={schema as z.ZodType<{ email: string }, { email: string }>}
      defaultValues={{ email: '' }}
      title={t('dialogs.share.title')}
      description={t('dialogs.share.description')}
      submitLabel={t('dialogs.share.invite')}
      done={(v) => t('dialogs.share.done', { email: v.email })}
    >
      {(form, err) => (
        <>
          <TextField label={t('dialogs.share.email')} type="email" autoFocus error={err('email')} {...form.register('email')} />
          <h3 className="pt-2 font-medium text-strong">{t('dialogs.share.members', { n: MEMBERS.length })}</h3>
          <ul className="divide-y divide-border">
            {MEMBERS.map((m) => (
              <li key={m.email} className="flex items-center gap-3 py-2.5">
                <Avatar name={m.name} size={34} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-strong">{m.name}</span>
                  <span className="block truncate text-sm text-muted" dir="ltr">
                    {m.email}
                  </span>
                </span>
                <div className="w-36">
                  <Select label={t('dialogs.share.accessOf', { name: m.name })} hideLabel options={options} defaultValue={m.access} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </FormDialog>
  )
}
