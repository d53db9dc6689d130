import { forwardRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/cn'
import { Textarea } from './field'

type Props = React.ComponentProps<typeof Textarea> & {
  /** Soft limit: the counter shows "n / limit"; past it the field is invalid with a message. */
  limit?: number
  /** Grows with its content (CSS field-sizing), up to `maxRows` lines. */
  autoGrow?: boolean
  maxRows?: number
}

/**
 * The Textarea with a character counter and auto-grow. Works controlled (`value`) or with
 * react-hook-form's `register` (uncontrolled: the counter follows the input events).
 */
export const TextareaField = forwardRef<HTMLTextAreaElement, Props>(function TextareaField(
  { limit, autoGrow, maxRows = 12, hint, error, className, onChange, style, ...props },
  ref,
) {
  const { t } = useTranslation('forms')
  const [typed, setTyped] = useState<number | null>(null)
  const count = props.value !== undefined ? String(props.value).length : (typed ?? String(props.defaultValue ?? '').length)
  const over = limit !== undefined && count > limit
  const counter = limit !== undefined && (
    <span className={cn('ms-auto shrink-0 tabular-nums', over && 'text-error')}>
      {t('textarea.counter', { count: formatNumber(count), max: formatNumber(limit) })}
    </span>
  )
  return (
    <Textarea
      ref={(el) => {
        if (typeof ref === 'function') ref(el)
        else if (ref) ref.current = el
        // A value set by react-hook-form's register (default values) is read once mounted.
        if (el && typed === null && props.value === undefined && el.value) setTyped(el.value.length)
      }}
      {...props}
      onChange={(e) => {
        setTyped(e.target.value.length)
        onChange?.(e)
      }}
      error={error ?? (over ? t('textarea.over', { count: formatNumber(count - limit), max: formatNumber(limit) }) : undefined)}
      hint={
        hint || counter ? (
          <span className="flex gap-3">
            {hint && <span>{hint}</span>}
            {counter}
          </span>
        ) : undefined
      }
      className={cn(autoGrow && 'field-sizing-content resize-none', className)}
      style={autoGrow ? { maxHeight: `${maxRows * 1.6 + 1.25}rem`, ...style } : style}
    />
  )
})
