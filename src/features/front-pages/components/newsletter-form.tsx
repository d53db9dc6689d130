import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { newsletterRequest, type NewsletterRequest } from '@/api/contracts/pages-contact'
import { applyServerErrors, useErrorText } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { useSubscribeNewsletter } from '../api/contact'

/** Footer newsletter: a valid address is subscribed through POST /api/pages/newsletter. */
export function NewsletterForm() {
  const { t } = useTranslation('front')
  const errorText = useErrorText()
  const [sent, setSent] = useState(false)
  const subscribe = useSubscribeNewsletter(t('footer.failed'))
  const form = useForm<NewsletterRequest>({ resolver: zodResolver(newsletterRequest), defaultValues: { email: '' } })
  const onSubmit = form.handleSubmit(async (body) => {
    setSent(false)
    try {
      await subscribe.mutateAsync(body)
      setSent(true)
    } catch (error) {
      applyServerErrors(error, form.setError)
    }
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
        <Button type="submit" loading={subscribe.isPending} className="h-10">
          {t('footer.subscribe')}
        </Button>
      </div>
      {sent && (
        <p role="status" className="text-sm text-muted">
          {t('footer.subscribed')}
        </p>
      )}
    </form>
  )
}
