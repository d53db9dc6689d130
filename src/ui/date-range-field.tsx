import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { CalendarPopover } from './date-calendar'
import { DateInput, useDateLocale, useDateProblem } from './date-field'
import { fromIso, toIso, type DateLimits } from './date-locale'

export interface DateRangeValue {
  /** ISO `yyyy-MM-dd` or null (or, while refused, the text typed). */
  from: string | null
  to: string | null
}

/**
 * Two typed dates (start, end) and one calendar that picks both. The group is a fieldset named
 * by `label`; each end has its own accessible name; an end before the start is refused.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  disabled,
  className,
  min,
  max,
  isDisabled,
}: DateLimits & {
  label: React.ReactNode
  value: DateRangeValue
  onChange: (value: DateRangeValue) => void
  onBlur?: () => void
  error?: string
  hint?: React.ReactNode
  required?: boolean
  disabled?: boolean
  className?: string
}) {
  const { t } = useTranslation('forms')
  const loc = useDateLocale()
  const noteId = `${useId()}-note`
  const limits = { min, max, isDisabled }
  const check = useDateProblem(limits)
  const order = value.from && value.to && fromIso(value.from) && fromIso(value.to) && value.to < value.from ? t('date.rangeOrder') : null
  const problem = check(value.from) ?? check(value.to) ?? order ?? error ?? null
  const from = fromIso(value.from) ?? undefined
  const to = fromIso(value.to) ?? undefined
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)} aria-describedby={noteId}>
      <legend className="mb-1.5 text-[0.8125rem] font-medium text-text">
        {label}
        {required && (
          <span className="text-error" aria-hidden>
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="flex items-center gap-2">
        {(['from', 'to'] as const).map((end) => (
          <DateInput
            key={end}
            className="min-w-0 flex-1"
            ariaLabel={t(`date.${end}`)}
            value={value[end]}
            onChange={(v) => onChange({ ...value, [end]: v })}
            onBlur={onBlur}
            limits={limits}
            invalid={Boolean(problem)}
            describedBy={noteId}
            required={required}
            disabled={disabled}
          />
        ))}
        <CalendarPopover
          loc={loc}
          limits={limits}
          label={t('date.openRange')}
          disabled={disabled}
          invalid={Boolean(problem)}
          selection={{
            mode: 'range',
            selected: from ? { from, to } : undefined,
            onSelect: (range) => onChange({ from: range?.from ? toIso(range.from) : null, to: range?.to ? toIso(range.to) : null }),
          }}
        />
      </div>
      <p id={noteId} role={problem ? 'alert' : undefined} className={cn('text-[0.8125rem]', problem ? 'text-error' : 'text-muted')}>
        {problem ?? hint ?? t('date.formatHint', { format: loc.patternLabel })}
      </p>
    </fieldset>
  )
}
