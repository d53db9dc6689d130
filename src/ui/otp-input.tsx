import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/cn'
import { FieldLabel } from './field'

/**
 * One-time code on input-otp: one real input (so paste of the whole code, SMS autofill with
 * `autocomplete="one-time-code"` and screen readers work), drawn as boxes. Digits only, always
 * left to right, also in Arabic.
 */
export function OtpInput({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  error,
  hint,
  disabled,
  autoFocus,
  name,
  className,
}: {
  label: React.ReactNode
  value: string
  onChange: (value: string) => void
  onComplete?: (code: string) => void
  length?: number
  error?: string
  hint?: React.ReactNode
  disabled?: boolean
  autoFocus?: boolean
  name?: string
  className?: string
}) {
  const { t } = useTranslation('forms')
  const id = useId()
  const noteId = `${id}-note`
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div dir="ltr" className="flex justify-start rtl:justify-end">
        <OTPInput
          id={id}
          name={name}
          value={value}
          onChange={(v) => onChange(v)}
          onComplete={onComplete}
          maxLength={length}
          pattern={REGEXP_ONLY_DIGITS}
          pasteTransformer={(text) => text.replace(/\D/g, '').slice(0, length)}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          containerClassName="flex items-center gap-2 has-[:disabled]:opacity-60"
          render={({ slots }) => (
            <>
              {slots.map((slot, i) => (
                <div
                  key={i}
                  className={cn(
                    'relative flex size-11 items-center justify-center rounded-md border text-lg font-medium text-strong tabular-nums transition-[border-color,box-shadow]',
                    error ? 'border-error' : 'border-border',
                    slot.isActive && (error ? 'ring-1 ring-error' : 'border-primary ring-1 ring-primary'),
                  )}
                >
                  {slot.char}
                  {slot.hasFakeCaret && <span aria-hidden className="absolute inset-y-3 w-px animate-pulse bg-text" />}
                </div>
              ))}
            </>
          )}
        />
      </div>
      <p id={noteId} role={error ? 'alert' : undefined} className={cn('text-[0.8125rem]', error ? 'text-error' : 'text-muted')}>
        {error ?? hint ?? t('otp.hint', { length: formatNumber(length) })}
      </p>
    </div>
  )
}
