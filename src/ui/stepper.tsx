import { AlertCircle, Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/cn'
import { Button } from './button'
import type { StepperState } from './use-stepper'

const circle: Record<string, string> = {
  complete: 'bg-primary text-on-primary',
  current: 'bg-primary text-on-primary ring-4 ring-primary/20',
  upcoming: 'bg-primary/15 text-primary',
  invalid: 'bg-error-fill text-white ring-4 ring-error/20',
}

/**
 * Steps of a wizard, horizontal or vertical, numbered or with icons; each shows its state
 * (done, current, with errors). Steps are buttons when `clickable`: back to any earlier step,
 * forward through valid ones only (`useStepper().goTo`).
 */
export function Stepper({
  stepper,
  orientation = 'horizontal',
  variant = 'numbered',
  clickable = true,
  label,
  className,
}: {
  stepper: StepperState
  orientation?: 'horizontal' | 'vertical'
  variant?: 'numbered' | 'icon'
  clickable?: boolean
  label?: string
  className?: string
}) {
  const { t } = useTranslation('forms')
  const { steps, status, goTo } = stepper
  return (
    <nav aria-label={label ?? t('stepper.label')} className={className}>
      <ol className={cn('flex gap-4', orientation === 'horizontal' ? 'flex-col sm:flex-row sm:items-center' : 'flex-col')}>
        {steps.map((step, i) => {
          const s = status(i)
          const mark =
            s === 'invalid' ? (
              <AlertCircle aria-hidden />
            ) : s === 'complete' && variant === 'numbered' ? (
              <Check aria-hidden />
            ) : variant === 'icon' && step.icon ? (
              step.icon
            ) : (
              formatNumber(i + 1)
            )
          const content = (
            <>
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-lg text-[0.9375rem] font-semibold transition-colors [&_svg]:size-5',
                  circle[s],
                )}
              >
                {mark}
              </span>
              <span className="flex min-w-0 flex-col text-start">
                <span className={cn('text-[0.9375rem] font-medium', s === 'invalid' ? 'text-error' : 'text-strong')}>{step.title}</span>
                {step.description && <span className="text-[0.8125rem] text-muted">{step.description}</span>}
                {s !== 'upcoming' && <span className="sr-only">{t(`stepper.${s}`)}</span>}
              </span>
            </>
          )
          return (
            <li
              key={step.id}
              className={cn('flex items-center gap-4', orientation === 'horizontal' && 'sm:flex-1 sm:last:flex-none')}
              data-status={s}
            >
              {clickable ? (
                <button
                  type="button"
                  aria-current={i === stepper.index ? 'step' : undefined}
                  onClick={() => void goTo(i)}
                  className="flex items-center gap-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-primary"
                >
                  {content}
                </button>
              ) : (
                <span aria-current={i === stepper.index ? 'step' : undefined} className="flex items-center gap-3">
                  {content}
                </span>
              )}
              {orientation === 'horizontal' && i < steps.length - 1 && (
                <span aria-hidden className="hidden h-px flex-1 bg-border sm:block" />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/**
 * Back / Next (or the submit button on the last step). Next validates the step first; on the
 * last step the button is `type="submit"` so the form's own submit handler runs.
 */
export function StepperActions({
  stepper,
  submitLabel,
  submitting,
  className,
}: {
  stepper: StepperState
  submitLabel?: string
  submitting?: boolean
  className?: string
}) {
  const { t } = useTranslation('forms')
  return (
    <div className={cn('flex items-center justify-between gap-3', className)}>
      <Button variant="tonal" color="secondary" disabled={stepper.isFirst} onClick={stepper.back}>
        {t('stepper.back')}
      </Button>
      <span className="text-[0.8125rem] text-muted" aria-live="polite">
        {t('stepper.progress', { n: formatNumber(stepper.index + 1), total: formatNumber(stepper.steps.length) })}
      </span>
      {stepper.isLast ? (
        <Button key="submit" type="submit" loading={submitting}>
          {submitLabel ?? t('stepper.submit')}
        </Button>
      ) : (
        <Button key="next" onClick={() => void stepper.next()}>
          {t('stepper.next')}
        </Button>
      )}
    </div>
  )
}
