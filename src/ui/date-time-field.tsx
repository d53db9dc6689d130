import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { DateFrame, DateInput, useDateLocale, useDateProblem, type DateFieldProps } from './date-field'
import { controlClass } from './field'

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
 * Date and time: the date field (typed or calendar) and a native time input, always left to
 * right. The value is ISO `yyyy-MM-ddTHH:mm` (local time), `null` when both are empty.
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
  const problem = useDateProblem(limits)(date) ?? (date && !time ? t('date.timeRequired') : null) ?? error ?? null
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
            invalid={Boolean(problem)}
            describedBy={noteId}
            required={required}
            disabled={disabled}
            name={name}
            calendarLabel={typeof label === 'string' ? t('date.openFor', { label }) : t('date.open')}
          />
          <input
            type="time"
            dir="ltr"
            aria-label={t('date.time')}
            value={time}
            required={required}
            disabled={disabled}
            aria-invalid={problem && date && !time ? true : undefined}
            aria-describedby={noteId}
            onChange={(e) => onChange(joinDateTime(date, e.target.value))}
            onBlur={onBlur}
            className={cn(controlClass, 'h-10 w-36 shrink-0 tabular-nums')}
          />
        </div>
      )}
    </DateFrame>
  )
}
