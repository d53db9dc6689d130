import { useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { cn } from '@/lib/cn'
import { Card, CardBody } from '@/ui/card'
import { Stepper, StepperActions } from '@/ui/stepper'
import { useStepper, type StepDef } from '@/ui/use-stepper'
import { useDemoT } from '../shared/use-demo-t'

export interface WizardLayout {
  orientation?: 'horizontal' | 'vertical'
  variant?: 'numbered' | 'icon'
  /** "Modern": the steps above / beside the form card instead of inside it. */
  modern?: boolean
}

/**
 * One react-hook-form for all the steps (going back keeps what was typed); Next validates the
 * current step's `fields` and refuses to move while they are invalid; the last step submits.
 * `children(stepId)` draws the current step. After `onSubmit` resolves, `done` is shown.
 */
export function WizardFrame<V extends FieldValues>({
  form,
  steps,
  onSubmit,
  children,
  done,
  label,
  submitLabel,
  orientation = 'horizontal',
  variant = 'numbered',
  modern,
}: WizardLayout & {
  form: UseFormReturn<V>
  steps: readonly StepDef[]
  onSubmit: (values: V) => Promise<unknown> | void
  children: (stepId: string) => React.ReactNode
  done?: React.ReactNode
  label: string
  submitLabel?: string
}) {
  const { t } = useDemoT()
  const stepper = useStepper(steps, (fields) => form.trigger(fields as never, { shouldFocus: true }))
  const [finished, setFinished] = useState(false)
  const vertical = orientation === 'vertical'
  const nav = (
    <Stepper
      stepper={stepper}
      orientation={orientation}
      variant={variant}
      label={label}
      className={cn(
        vertical && 'md:w-64 md:shrink-0',
        !vertical && 'border-b border-border pb-5',
        vertical && !modern && 'md:border-e md:border-border md:pe-5',
      )}
    />
  )
  if (finished)
    return (
      <div role="status" className="rounded-md bg-success/10 p-4 text-success">
        {done ?? t('wizard.done')}
      </div>
    )
  const body = (
    <form
      noValidate
      aria-label={label}
      className="flex min-w-0 flex-1 flex-col gap-6"
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values)
        setFinished(true)
      })}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-medium text-strong">{steps[stepper.index]!.title}</legend>
        {children(steps[stepper.index]!.id)}
      </fieldset>
      <StepperActions stepper={stepper} submitLabel={submitLabel} submitting={form.formState.isSubmitting} />
    </form>
  )
  return (
    <div className={cn('flex flex-col gap-6', vertical && 'md:flex-row')}>
      {modern ? (
        <>
          {nav}
          <Card className="flex-1">
            <CardBody>{body}</CardBody>
          </Card>
        </>
      ) : (
        <>
          {nav}
          {body}
        </>
      )}
    </div>
  )
}
