import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { DateFrame, DateInput, useDateLocale, useDateProblem, type DateFieldProps } from './date-field'
import { controlClass } from './field'
import { TIME_OF_DAY } from '@/lib/time-of-day'
import { timeTyping } from './time-input'

/** `2026-03-09T14:30` -> ['2026-03-09', '14:30']; the date part may be refused text while typed. */
export function splitDateTime(value: string | null): [string | null, string] {
  if (!value) return [null, '']
  const at = value.lastIndexOf('T')
  return at < 0 ? [value, ''] : [value.slice(0, at) || null, value.slice(at + 1)]
}

export function joinDateTime(date: string | null, time: string): string | null {
  return !date && !time ? null : `${date ?? ''}T${time}`
}

/**
 * Date and time: the date field (typed or calendar) and the time typed as 24-hour `HH:MM`
 * (time-input.tsx), always left to right. The value is ISO `yyyy-MM-ddTHH:mm` (local time),
 * `null` when both are empty.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  disabled,
  name,
  className,
  min,
  max,
  isDisabled,
}: DateFieldProps) {
  const { t } = useTranslation('forms')
  const loc = useDateLocale()
  const limits = { min, max, isDisabled }
  const [date, time] = splitDateTime(value)
  // The time being typed: committed (written as HH:MM when it reads as a time) on blur and Enter.
  const [typed, setTyped] = useState<string | null>(null)
  const commitTime = (text: string) => {
    setTyped(null)
    if (text !== time) onChange(joinDateTime(date, text))
  }
  const timeProblem = date && !time ? t('date.timeRequired') : time && !TIME_OF_DAY.test(time) ? t('date.timeInvalid') : null
  const dateProblem = useDateProblem(limits)(date)
  const problem = dateProblem ?? timeProblem ?? error ?? null
  return (
    <DateFrame
      label={label}
      hint={hint ?? t('date.formatHint', { format: `${loc.patternLabel} HH:MM` })}
      error={problem}
      required={required}
      className={className}
    >
      {({ id, noteId }) => (
        <div className="flex gap-2">
          <DateInput
            id={id}
            className="flex-1"
            value={date}
            onChange={(d) => onChange(joinDateTime(d, time))}
            limits={limits}
            invalid={Boolean(dateProblem ?? (timeProblem ? null : error))}
            describedBy={noteId}
            required={required}
            disabled={disabled}
            name={name}
            calendarLabel={typeof label === 'string' ? t('date.openFor', { label }) : t('date.open')}
          />
          <input
            aria-label={t('date.time')}
            value={typed ?? time}
            required={required}
            disabled={disabled}
            aria-invalid={timeProblem ? true : undefined}
            data-invalid={timeProblem ? '' : undefined}
            aria-describedby={noteId}
            className={cn(controlClass, 'h-10 w-28 shrink-0 tabular-nums')}
            {...timeTyping({
              onChange: (e) => setTyped(e.target.value),
              onBlur: (e) => {
                commitTime(e.currentTarget.value)
                onBlur?.()
              },
              onKeyDown: (e) => e.key === 'Enter' && commitTime(e.currentTarget.value),
            })}
          />
        </div>
      )}
    </DateFrame>
  )
}
