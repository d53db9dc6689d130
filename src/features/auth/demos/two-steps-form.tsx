import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useErrorText } from '@/lib/form-errors'
import { otpCode } from '@/lib/form-rules'
import { Button } from '@/ui/button'
import { OtpInput } from '@/ui/otp-input'

const oneTimeCode = z.object({ code: otpCode })

/** Masked phone, six-digit code (a pasted code fills every box), Verify and Resend. */
export function TwoStepsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('pages')
  const errorText = useErrorText()
  const [resent, setResent] = useState(false)
  const { control, handleSubmit } = useForm<{ code: string }>({ resolver: zodResolver(oneTimeCode), defaultValues: { code: '' } })
  return (
    <form onSubmit={handleSubmit(onDone)} noValidate className="space-y-5">
      <p className="font-medium text-strong">
        <span dir="ltr">******1234</span>
      </p>
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <OtpInput
            label={t('auth.twoSteps.code')}
            value={field.value}
            onChange={field.onChange}
            autoFocus
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Button type="submit" block size="lg">
        {t('auth.twoSteps.submit')}
      </Button>
      <ResendLine
        question={t('auth.twoSteps.noCode')}
        resent={resent}
        onResend={() => setResent(true)}
        sentText={t('auth.twoSteps.resent')}
      />
    </form>
  )
}

/** "Didn't get it? Resend", then a polite note that it was sent again. */
export function ResendLine({
  question,
  resent,
  onResend,
  sentText,
}: {
  question: string
  resent: boolean
  onResend: () => void
  sentText: string
}) {
  const { t } = useTranslation('pages')
  return (
    <p className="text-center text-sm text-muted">
      {question}{' '}
      <button type="button" onClick={onResend} className="text-primary hover:underline">
        {t('auth.resend')}
      </button>
      <span role="status" className="block pt-1 text-success">
        {resent ? sentText : ''}
      </span>
    </p>
  )
}
