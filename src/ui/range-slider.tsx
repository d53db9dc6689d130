import * as RadixSlider from '@radix-ui/react-slider'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { SliderFrame, sliderValueText, type SliderBaseProps } from './slider'

/**
 * Two-thumb (or vertical) slider on Radix: arrow keys, Page Up/Down, Home/End, mirrored in RTL.
 * Each thumb is named ("Minimum" / "Maximum" unless `thumbLabels`). Import it only from pages
 * that show it (Radix stays out of the other chunks).
 */
export function RangeSlider({
  label,
  hideLabel,
  value,
  onChange,
  onCommit,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 0,
  orientation = 'horizontal',
  thumbLabels,
  disabled,
  error,
  hint,
  showValue,
  name,
  className,
}: SliderBaseProps & {
  value: number[]
  onChange: (value: number[]) => void
  /** At the end of a drag or key press (e.g. to fetch). */
  onCommit?: (value: number[]) => void
  minStepsBetweenThumbs?: number
  orientation?: 'horizontal' | 'vertical'
  thumbLabels?: string[]
  name?: string
}) {
  const { t, i18n } = useTranslation('forms')
  const id = useId()
  const names = thumbLabels ?? (value.length === 2 ? [t('slider.from'), t('slider.to')] : [])
  const text = showValue ? value.map((v) => sliderValueText(showValue, v)).join(' – ') : undefined
  const vertical = orientation === 'vertical'
  return (
    <SliderFrame id={id} label={label} hideLabel={hideLabel} valueText={text} error={error} hint={hint} className={className}>
      <RadixSlider.Root
        id={id}
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={onChange}
        onValueCommit={onCommit}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        orientation={orientation}
        dir={i18n.dir()}
        disabled={disabled}
        name={name}
        className={cn(
          'relative flex touch-none items-center select-none data-disabled:opacity-50',
          vertical ? 'h-48 w-6 flex-col' : 'h-6 w-full',
        )}
      >
        <RadixSlider.Track className={cn('relative grow overflow-hidden rounded-full bg-primary/20', vertical ? 'w-1.5' : 'h-1.5')}>
          <RadixSlider.Range className={cn('absolute rounded-full bg-primary', vertical ? 'w-full' : 'h-full')} />
        </RadixSlider.Track>
        {value.map((v, i) => (
          <RadixSlider.Thumb
            key={i}
            aria-label={names[i]}
            aria-labelledby={names[i] ? undefined : `${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? `${id}-note` : undefined}
            aria-valuetext={typeof showValue === 'function' ? showValue(v) : undefined}
            className="block size-5 rounded-full border-2 border-primary bg-surface shadow transition-shadow outline-none hover:ring-4 hover:ring-primary/20 focus-visible:ring-4 focus-visible:ring-primary/40"
          />
        ))}
      </RadixSlider.Root>
    </SliderFrame>
  )
}
