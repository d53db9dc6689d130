import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useErrorText } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { mailtoHref, openMail } from '../lib/mailto'

const schema = z.object({ email: z.string().trim().min(1, 'validation.required').email('validation.email') })

/** Footer newsletter: a valid address opens the e-mail app with the subscription request. */
export function NewsletterForm() {
  const { t } = useTranslation('front')
  const errorText = useErrorText()
  const [sent, setSent] = useState(false)
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } })
  const onSubmit = form.handleSubmit(({ email }) => {
    openMail(mailtoHref(t('footer.newsletterSubject'), t('footer.newsletterBody', { email })))
    setSent(true)
  })
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <TextField
          label={t('footer.email')}
          type="email"
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
          fieldClassName="flex-1 [&_label]:sr-only"
          error={errorText(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit">{t('footer.subscribe')}</Button>
      </div>
      {sent && (
        <p role="status" className="text-sm text-muted">
          {t('footer.subscribed')}
        </p>
      )}
    </form>
  )
}
