import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Email } from '@/api/contracts/email'
import { emailReplyInput, type EmailReplyInput } from '@/api/contracts/email-compose'
import { emails } from '@/api/resources/email'
import { applyServerErrors, useErrorText } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { RichTextField } from '@/ui/rich-text-field'

/** The reply card under a message: rich text, validated (not empty), appended to the thread. */
export function MailReply({ email, onDone }: { email: Email; onDone: () => void }) {
  const { t } = useTranslation(['email', 'common'])
  const errorText = useErrorText()
  const reply = emails.useMutation('reply', { form: true, success: () => t('reply.sent'), failed: t('reply.failed') })
  const form = useForm<EmailReplyInput, unknown, { message: string }>({
    resolver: zodResolver(emailReplyInput),
    defaultValues: { message: '' },
  })
  // Opened from "Reply" (or the r key): the editor takes the focus once TipTap has loaded.
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    let tries = 0
    const timer = setInterval(() => {
      const editor = ref.current?.querySelector<HTMLElement>('[contenteditable="true"]')
      if (editor) editor.focus()
      if (editor || ++tries > 40) clearInterval(timer)
    }, 50)
    return () => clearInterval(timer)
  }, [])
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await reply.mutateAsync({ id: email.id, message })
      form.reset({ message: '' })
      onDone()
    } catch (error) {
      applyServerErrors(error, form.setError)
    }
  })
  return (
    <form ref={ref} noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <Controller
        control={form.control}
        name="message"
        render={({ field, fieldState }) => (
          <RichTextField
            label={t('reply.label', { name: email.from.name })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(fieldState.error?.message)}
            minHeight="7rem"
          />
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outlined" color="secondary" onClick={onDone}>
          {t('reply.cancel')}
        </Button>
        <Button type="submit" loading={reply.isPending}>
          <Send aria-hidden className="rtl:-scale-x-100" />
          {t('reply.send')}
        </Button>
      </div>
    </form>
  )
}
