import { Copy, Gift, MessageSquareShare, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { loginRequest } from '@/api/contracts/auth'
import { copyText } from '@/lib/clipboard'
import { TextField } from '@/ui/field'
import { IconButton } from '@/ui/icon-button'
import { useToast } from '@/ui/toast'
import { FormDialog, type ExampleDialogProps } from './form-dialog'

const schema = loginRequest.pick({ email: true }) as z.ZodType<{ email: string }, { email: string }>
/** The referral link leads into this app (its register page with the referral code). */
const LINK = `${typeof window === 'undefined' ? '' : window.location.origin}/register?ref=ana-lopez`
const STEPS = [
  { id: 'invite', icon: MessageSquareShare },
  { id: 'register', icon: UserPlus },
  { id: 'earn', icon: Gift },
] as const

/** How referring works, an e-mail to invite (validated) and the referral link to copy. */
export function ReferEarnDialog(props: ExampleDialogProps) {
  const { t } = useTranslation('pages')
  const toast = useToast()
  return (
    <FormDialog
      {...props}
      size="lg"
      schema={schema}
      defaultValues={{ email: '' }}
      title={t('dialogs.refer.title')}
      description={t('dialogs.refer.description')}
      submitLabel={t('dialogs.refer.send')}
      done={(v) => t('dialogs.refer.done', { email: v.email })}
    >
      {(form, err) => (
        <>
          <ol className="grid gap-4 pb-2 text-center sm:grid-cols-3">
            {STEPS.map(({ id, icon: Icon }) => (
              <li key={id} className="flex flex-col items-center gap-2">
                <span className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary">
                  <Icon className="size-7" aria-hidden />
                </span>
                <span className="font-medium text-strong">{t(`dialogs.refer.steps.${id}.title`)}</span>
                <span className="text-sm text-muted">{t(`dialogs.refer.steps.${id}.body`)}</span>
              </li>
            ))}
          </ol>
          <TextField label={t('dialogs.refer.email')} type="email" autoFocus error={err('email')} {...form.register('email')} />
          <TextField
            label={t('dialogs.refer.link')}
            value={LINK}
            readOnly
            dir="ltr"
            end={
              <IconButton
                label={t('dialogs.refer.copy')}
                size="sm"
                onClick={() =>
                  void copyText(LINK).then((ok) =>
                    toast(t(ok ? 'dialogs.refer.copied' : 'dialogs.refer.copyFailed'), ok ? 'success' : 'error'),
                  )
                }
              >
                <Copy />
              </IconButton>
            }
          />
        </>
      )}
    </FormDialog>
  )
}
