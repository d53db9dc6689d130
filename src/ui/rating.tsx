import { Star } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/cn'

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const

/** Stars filled to `value` (fractions drawn by clip width), for reading only. */
export function RatingView({
  value,
  max = 5,
  size = 'md',
  className,
}: {
  value: number
  max?: number
  size?: keyof typeof sizes
  className?: string
}) {
  const { t } = useTranslation('forms')
  return (
    <span
      role="img"
      aria-label={t('rating.value', { value: formatNumber(value), max: formatNumber(max) })}
      className={cn('inline-flex text-warning', className)}
    >
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i))
        return (
          <span key={i} className="relative inline-flex" aria-hidden>
            <Star className={cn(sizes[size], 'text-border')} />
            {/* The filled part starts at the reading start: right in RTL. */}
            <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={cn(sizes[size], 'fill-current')} />
            </span>
          </span>
        )
      })}
    </span>
  )
}

/**
 * Star rating input: a native radio group (arrow keys move and pick, mirrored in RTL; Tab enters
 * and leaves) drawn with lucide stars, with hover preview. `clearable`: picking the current
 * value again clears it (0). `readOnly` draws RatingView (half steps and fractions).
 */
export function Rating({
  label,
  hideLabel,
  value,
  onChange,
  max = 5,
  size = 'md',
  readOnly,
  clearable,
  disabled,
  name,
  error,
  className,
}: {
  label: React.ReactNode
  hideLabel?: boolean
  value: number
  onChange?: (value: number) => void
  max?: number
  size?: keyof typeof sizes
  readOnly?: boolean
  clearable?: boolean
  disabled?: boolean
  name?: string
  error?: string
  className?: string
}) {
  const { t } = useTranslation('forms')
  const auto = useId()
  const [hover, setHover] = useState<number | null>(null)
  const errorId = `${auto}-error`
  if (readOnly) {
    return (
      <div className={cn('flex flex-col gap-1', className)}>
        {!hideLabel && <span className="text-[0.8125rem] font-medium text-text">{label}</span>}
        <RatingView value={value} max={max} size={size} />
      </div>
    )
  }
  const shown = hover ?? value
  return (
    <fieldset
      className={cn('flex flex-col gap-1', className)}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={cn('text-[0.8125rem] font-medium text-text', hideLabel && 'sr-only')}>{label}</legend>
      <div className="flex w-fit text-warning" onMouseLeave={() => setHover(null)}>
        {Array.from({ length: max }, (_, i) => {
          const n = i + 1
          return (
            <label
              key={n}
              className="cursor-pointer rounded-sm p-0.5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
              onMouseEnter={() => !disabled && setHover(n)}
            >
              <input
                type="radio"
                className="sr-only"
                name={name ?? auto}
                value={n}
                checked={value === n}
                aria-label={t('rating.star', { n: formatNumber(n), max: formatNumber(max) })}
                onChange={() => onChange?.(n)}
                onClick={() => {
                  if (clearable && value === n) onChange?.(0)
                }}
              />
              <Star
                aria-hidden
                className={cn(sizes[size], 'transition-transform hover:scale-110', n <= shown ? 'fill-current' : 'text-border')}
              />
            </label>
          )
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
