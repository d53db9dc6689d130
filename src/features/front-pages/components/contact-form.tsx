import { zodResolver } from '@hookform/resolvers/zod'
import { Mail, Phone } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { contactRequest, type ContactRequest } from '@/api/contracts/pages-contact'
import { applyServerErrors, useErrorText } from '@/lib/form-errors'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { TextareaField } from '@/ui/textarea-field'
import { useSendContact } from '../api/contact'
import { CONTACT_EMAIL, CONTACT_PHONE } from '../lib/mailto'

/** "Contact us": name, e-mail, message; sent to POST /api/pages/contact (it lands in the back-office inbox). */
export function ContactForm() {
  const { t } = useTranslation('front')
  const errorText = useErrorText()
  const [sent, setSent] = useState(false)
  const send = useSendContact(t('contact.failed'))
  const form = useForm<ContactRequest>({ resolver: zodResolver(contactRequest), defaultValues: { name: '', email: '', message: '' } })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (v) => {
    setSent(false)
    try {
      await send.mutateAsync(v)
      setSent(true)
      form.reset()
    } catch (error) {
      applyServerErrors(error, form.setError)
    }
  })
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6">
        <img src="/images/front/contact.svg" alt="" width={320} height={200} loading="lazy" className="w-full rounded-lg bg-primary/10" />
        <p className="flex items-center gap-3">
          <Mail aria-hidden className="size-5 text-primary" />
          <span>
            <span className="block text-sm text-muted">{t('contact.emailUs')}</span>
            <span className="font-medium text-strong" dir="ltr">
              {CONTACT_EMAIL}
            </span>
          </span>
        </p>
        <p className="flex items-center gap-3">
          <Phone aria-hidden className="size-5 text-primary" />
          <span>
            <span className="block text-sm text-muted">{t('contact.callUs')}</span>
            <span className="font-medium text-strong" dir="ltr">
              {CONTACT_PHONE}
            </span>
          </span>
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
        aria-labelledby="contact-form-title"
      >
        <h3 id="contact-form-title" className="text-lg font-medium text-strong">
          {t('contact.formTitle')}
        </h3>
        <p className="text-muted">{t('contact.formText')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('contact.name')}
            autoComplete="name"
            required
            error={errorText(errors.name?.message)}
            {...form.register('name')}
          />
          <TextField
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            error={errorText(errors.email?.message)}
            {...form.register('email')}
          />
        </div>
        <TextareaField
          label={t('contact.message')}
          rows={5}
          limit={1000}
          required
          error={errorText(errors.message?.message)}
          {...form.register('message')}
        />
        {sent && (
          <Alert tone="success" role="status">
            {t('contact.sent')}
          </Alert>
        )}
        <Button type="submit" className="self-start" loading={send.isPending}>
          {t('contact.send')}
        </Button>
      </form>
    </div>
  )
}
