import { zodResolver } from '@hookform/resolvers/zod'
import { MessageSquare, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useErrorText } from '@/lib/form-errors'
import { otpCode, phoneNumber } from '@/lib/form-rules'
import { Button } from '@/ui/button'
import { ChoiceGroup } from '@/ui/choice-group'
import { Dialog, DialogBody, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { TextField } from '@/ui/field'
import { OtpInput } from '@/ui/otp-input'
import { useToast } from '@/ui/toast'
import type { ExampleDialogProps } from './form-dialog'

type Method = 'app' | 'sms'
const SECRET = 'ASD1 2FGH 34JK 56LM'
const phoneSchema = z.object({ phone: phoneNumber })
const codeSchema = z.object({ code: otpCode })

/** Two-factor set-up: choose the authenticator app or SMS, then confirm with a six-digit code. */
export function TwoFactorDialog({ open, onClose }: ExampleDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="lg">
      <TwoFactorFlow onClose={onClose} />
    </Dialog>
  )
}

function TwoFactorFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pages')
  const [method, setMethod] = useState<Method>('app')
  const [step, setStep] = useState<'choose' | 'phone' | 'code'>('choose')
  const [phone, setPhone] = useState('')
  if (step === 'choose')
    return (
      <Frame title={t('dialogs.twoFactor.title')} description={t('dialogs.twoFactor.description')}>
        <ChoiceGroup
          type="radio"
          columns={1}
          label={t('dialogs.twoFactor.method')}
          hideLabel
          value={method}
          onChange={(v) => setMethod(v as Method)}
          options={[
            { value: 'app', label: t('dialogs.twoFactor.app'), description: t('dialogs.twoFactor.appHint'), icon: <Smartphone /> },
            { value: 'sms', label: t('dialogs.twoFactor.sms'), description: t('dialogs.twoFactor.smsHint'), icon: <MessageSquare /> },
          ]}
        />
        <DialogFooter>
          <Button variant="outlined" color="secondary" onClick={onClose}>
            {t('dialogs.cancel')}
          </Button>
          <Button onClick={() => setStep(method === 'app' ? 'code' : 'phone')}>{t('dialogs.twoFactor.continue')}</Button>
        </DialogFooter>
      </Frame>
    )
  if (step === 'phone')
    return (
      <PhoneStep
        onBack={() => setStep('choose')}
        onSent={(p) => {
          setPhone(p)
          setStep('code')
        }}
      />
    )
  return <CodeStep method={method} phone={phone} onBack={() => setStep(method === 'app' ? 'choose' : 'phone')} onDone={onClose} />
}

function Frame({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      <DialogBody>{children}</DialogBody>
    </>
  )
}

function PhoneStep({ onBack, onSent }: { onBack: () => void; onSent: (phone: string) => void }) {
  const { t } = useTranslation('pages')
  const errorText = useErrorText()
  const { register, handleSubmit, formState } = useForm<{ phone: string }>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: '' },
  })
  const m = formState.errors.phone?.message
  return (
    <Frame title={t('dialogs.twoFactor.phoneTitle')} description={t('dialogs.twoFactor.phoneHint')}>
      <form noValidate onSubmit={handleSubmit((v) => onSent(v.phone))}>
        <TextField
          label={t('dialogs.twoFactor.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          autoFocus
          error={errorText(m)}
          {...register('phone')}
        />
        <DialogFooter>
          <Button variant="outlined" color="secondary" onClick={onBack}>
            {t('dialogs.back')}
          </Button>
          <Button type="submit">{t('dialogs.twoFactor.sendCode')}</Button>
        </DialogFooter>
      </form>
    </Frame>
  )
}

function CodeStep({ method, phone, onBack, onDone }: { method: Method; phone: string; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation('pages')
  const errorText = useErrorText()
  const toast = useToast()
  const { control, handleSubmit } = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })
  const finish = handleSubmit(() => {
    toast(t('dialogs.twoFactor.done'))
    onDone()
  })
  return (
    <Frame
      title={t(method === 'app' ? 'dialogs.twoFactor.appTitle' : 'dialogs.twoFactor.codeTitle')}
      description={method === 'app' ? t('dialogs.twoFactor.scan') : t('dialogs.twoFactor.sentTo', { phone })}
    >
      <form noValidate onSubmit={finish} className="space-y-4">
        {method === 'app' && (
          <div className="flex flex-col items-center gap-3 sm:flex-row">
            <QrPlaceholder />
            <p className="text-sm text-muted">
              {t('dialogs.twoFactor.key')}{' '}
              <code className="font-mono text-strong" dir="ltr">
                {SECRET}
              </code>
            </p>
          </div>
        )}
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <OtpInput
              label={t('dialogs.twoFactor.code')}
              value={field.value}
              onChange={field.onChange}
              autoFocus
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <DialogFooter>
          <Button variant="outlined" color="secondary" onClick={onBack}>
            {t('dialogs.back')}
          </Button>
          <Button type="submit">{t('dialogs.twoFactor.verify')}</Button>
        </DialogFooter>
      </form>
    </Frame>
  )
}

/** A drawn stand-in for the QR code (decoration: the key below is the same secret). */
function QrPlaceholder() {
  const cells = [0b1110111, 0b1010101, 0b1110111, 0b0001000, 0b1101011, 0b0110110, 0b1011101]
  return (
    <svg
      viewBox="0 0 7 7"
      className="size-28 shrink-0 rounded-md border border-border bg-surface p-2 text-strong"
      aria-hidden
      shapeRendering="crispEdges"
    >
      {cells.flatMap((row, y) =>
        Array.from({ length: 7 }, (_, x) =>
          (row >> (6 - x)) & 1 ? <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill="currentColor" /> : null,
        ),
      )}
    </svg>
  )
}
