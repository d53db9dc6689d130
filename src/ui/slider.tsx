import { useId } from 'react'
import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/cn'

export interface SliderBaseProps {
  label: React.ReactNode
  hideLabel?: boolean
  min?: number
  max?: number
  step?: number
  disabled?: boolean
  error?: string
  hint?: React.ReactNode
  /** Shows the value(s) beside the label, formatted in the page language (or by this function). */
  showValue?: boolean | ((value: number) => string)
  className?: string
}

export const sliderValueText = (showValue: SliderBaseProps['showValue'], v: number) =>
  typeof showValue === 'function' ? showValue(v) : formatNumber(v)

/** Label row, control, hint or error: the frame both sliders share. */
export function SliderFrame({
  id,
  label,
  hideLabel,
  valueText,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: React.ReactNode
  hideLabel?: boolean
  valueText?: string
  error?: string
  hint?: React.ReactNode
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className={cn('flex items-baseline justify-between gap-3', hideLabel && 'sr-only')}>
        <label id={`${id}-label`} htmlFor={id} className="text-[0.8125rem] font-medium text-text">
          {label}
        </label>
        {valueText && (
          <output htmlFor={id} className="text-[0.8125rem] text-muted tabular-nums">
            {valueText}
          </output>
        )}
      </div>
      {children}
      {error ? (
        <p id={`${id}-note`} role="alert" className="text-[0.8125rem] text-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-note`} className="text-[0.8125rem] text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Single-value slider: a native range input (keyboard, touch and RTL come free: it runs from the
 * reading start), tinted with the primary colour.
 */
export function Slider({
  label,
  hideLabel,
  value,
  onChange,
  onBlur,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  error,
  hint,
  showValue,
  name,
  className,
}: SliderBaseProps & {
  value: number
  onChange: (value: number) => void
  onBlur?: () => void
  name?: string
}) {
  const id = useId()
  return (
    <SliderFrame
      id={id}
      label={label}
      hideLabel={hideLabel}
      valueText={showValue ? sliderValueText(showValue, value) : undefined}
      error={error}
      hint={hint}
      className={className}
    >
      <input
        id={id}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        aria-valuetext={typeof showValue === 'function' ? showValue(value) : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
        onBlur={onBlur}
        className="h-6 w-full cursor-pointer accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50"
      />
    </SliderFrame>
  )
}
