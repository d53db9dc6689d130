import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { CalendarPopover } from './date-calendar'
import { checkLimits, dateLocale, formatTyped, fromIso, parseTyped, toIso, type DateLimits, type DateLocale } from './date-locale'
import { controlClass, FieldLabel } from './field'

/** The language's date conventions (calendar locale, typed format, digits, direction). */
export function useDateLocale(): DateLocale {
  const { i18n } = useTranslation()
  return dateLocale(i18n.language)
}

/**
 * Why a value is refused, as a message: `null` for an empty or valid ISO date. A value the
 * field refuses reaches the form as the text typed (never an ISO date), so a schema checking the
 * ISO format refuses it too and the form cannot be sent with it.
 */
export function useDateProblem(limits: DateLimits) {
  const { t } = useTranslation('forms')
  const loc = useDateLocale()
  return (value: string | null | undefined): string | null => {
    if (!value) return null
    const date = fromIso(value) ?? parseTyped(value, loc)
    if (!date) return t('date.invalid', { format: loc.patternLabel })
    const problem = checkLimits(date, limits)
    if (!problem) return null
    const bound = fromIso(problem === 'beforeMin' ? limits.min : limits.max)
    return t(`date.${problem}`, { date: bound ? formatTyped(bound, loc) : '' })
  }
}

/** Typed text <-> value: shows the value in the language's format, commits on blur and Enter. */
function useTypedDate(value: string | null, onChange: (value: string | null) => void, limits: DateLimits) {
  const loc = useDateLocale()
  const shown = (v: string | null) => {
    const d = fromIso(v)
    return d ? formatTyped(d, loc) : (v ?? '')
  }
  const [text, setText] = useState(() => shown(value))
  const [synced, setSynced] = useState({ value, pattern: loc.pattern })
  if (synced.value !== value || synced.pattern !== loc.pattern) {
    // The value changed from outside (calendar, form reset, language): show it.
    setSynced({ value, pattern: loc.pattern })
    setText(shown(value))
  }
  const commit = () => {
    const trimmed = text.trim()
    if (!trimmed) return value === null ? undefined : onChange(null)
    const d = parseTyped(trimmed, loc)
    const next = d && !checkLimits(d, limits) ? toIso(d) : trimmed
    if (next !== value) onChange(next)
    if (d && next !== trimmed) setText(formatTyped(d, loc))
  }
  return { loc, text, setText, commit }
}

export interface DateFieldProps extends DateLimits {
  label: React.ReactNode
  /** ISO `yyyy-MM-dd`, `null` when empty (or, while refused, the text typed). */
  value: string | null
  onChange: (value: string | null) => void
  onBlur?: () => void
  error?: string
  hint?: React.ReactNode
  required?: boolean
  disabled?: boolean
  name?: string
  className?: string
}

/** The typed date input and its calendar button, without label (DateField and DateRangeField use it). */
export function DateInput({
  id,
  value,
  onChange,
  onBlur,
  limits,
  invalid,
  describedBy,
  required,
  disabled,
  name,
  calendarLabel,
  className,
  ariaLabel,
}: {
  id?: string
  ariaLabel?: string
  value: string | null
  onChange: (value: string | null) => void
  onBlur?: () => void
  limits: DateLimits
  invalid: boolean
  describedBy?: string
  required?: boolean
  disabled?: boolean
  name?: string
  /** Without it, no calendar button (the range field has one for both ends). */
  calendarLabel?: string
  className?: string
}) {
  const { loc, text, setText, commit } = useTypedDate(value, onChange, limits)
  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        name={name}
        aria-label={ariaLabel}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={loc.patternLabel}
        required={required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        data-invalid={invalid ? '' : undefined}
        aria-describedby={describedBy}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          commit()
          onBlur?.()
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit()
        }}
        className={cn(controlClass, 'h-10', calendarLabel && 'pe-11')}
      />
      {calendarLabel && (
        <span className="absolute inset-y-0 end-0 flex p-0.5">
          <CalendarPopover
            loc={loc}
            limits={limits}
            label={calendarLabel}
            disabled={disabled}
            invalid={invalid}
            selection={{ mode: 'single', selected: fromIso(value), onSelect: (d) => onChange(toIso(d)) }}
          />
        </span>
      )}
    </div>
  )
}

/** Label, control slot, hint or error, linked by ids: the date fields' frame. */
export function DateFrame({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string | null
  required?: boolean
  className?: string
  children: (ids: { id: string; noteId: string }) => React.ReactNode
}) {
  const id = useId()
  const noteId = `${id}-note`
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children({ id, noteId })}
      <p id={noteId} role={error ? 'alert' : undefined} className={cn('text-[0.8125rem]', error ? 'text-error' : 'text-muted')}>
        {error ?? hint}
      </p>
    </div>
  )
}

/**
 * Date field: type the date in the language's format (JJ/MM/AAAA in French) or pick it in the
 * calendar. min/max and `isDisabled` apply to both; refused typed text shows why.
 */
export function DateField({
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
  const problem = useDateProblem(limits)(value) ?? error ?? null
  return (
    <DateFrame
      label={label}
      hint={hint ?? t('date.formatHint', { format: loc.patternLabel })}
      error={problem}
      required={required}
      className={className}
    >
      {({ id, noteId }) => (
        <DateInput
          id={id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          limits={limits}
          invalid={Boolean(problem)}
          describedBy={noteId}
          required={required}
          disabled={disabled}
          name={name}
          calendarLabel={typeof label === 'string' ? t('date.openFor', { label }) : t('date.open')}
        />
      )}
    </DateFrame>
  )
}
