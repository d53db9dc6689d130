import { Description, Field, Label, Radio, RadioGroup as HRadioGroup } from '@headlessui/react'
import { cn } from '@/lib/cn'

export interface RadioOption<V extends string = string> {
  value: V
  label: React.ReactNode
  description?: React.ReactNode
  /** Shown at the start of a card option. */
  icon?: React.ReactNode
  disabled?: boolean
}

function Dot() {
  return (
    <span
      aria-hidden
      className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-muted transition-colors group-data-checked:border-primary group-data-disabled:opacity-50"
    >
      <span className="size-2.5 scale-0 rounded-full bg-primary transition-transform group-data-checked:scale-100" />
    </span>
  )
}

/**
 * A labelled group of radios on Headless UI: arrow keys move and select (mirrored in RTL),
 * Tab enters and leaves the group. `variant="card"` draws each option as a bordered card
 * (plans, shipping methods). Error and hint render below like TextField's.
 */
export function RadioGroup<V extends string>({
  label,
  hideLabel,
  value,
  onChange,
  options,
  name,
  orientation = 'vertical',
  variant = 'default',
  error,
  hint,
  disabled,
  className,
}: {
  label: React.ReactNode
  hideLabel?: boolean
  value: V | null
  onChange: (value: V) => void
  options: RadioOption<V>[]
  /** Form field name (a hidden input is rendered for native forms). */
  name?: string
  orientation?: 'vertical' | 'horizontal'
  variant?: 'default' | 'card'
  error?: string
  hint?: React.ReactNode
  disabled?: boolean
  className?: string
}) {
  return (
    <HRadioGroup
      value={value ?? undefined}
      onChange={onChange}
      name={name}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <Label as="span" className={cn('text-[0.8125rem] font-medium text-text', hideLabel && 'sr-only')}>
        {label}
      </Label>
      <div
        className={cn(
          'flex gap-x-6 gap-y-3',
          orientation === 'vertical' ? 'flex-col' : 'flex-wrap',
          variant === 'card' && (orientation === 'vertical' ? 'gap-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'),
        )}
      >
        {options.map((o) =>
          variant === 'card' ? (
            <Field key={o.value} disabled={o.disabled} className="flex">
              <Radio
                value={o.value}
                className="group flex w-full cursor-pointer items-start gap-3 rounded-lg border border-border p-4 transition-colors outline-none hover:border-muted data-checked:border-primary data-checked:bg-primary/5 data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary"
              >
                <Dot />
                {o.icon && <span className="text-primary [&_svg]:size-6">{o.icon}</span>}
                <span className="flex min-w-0 flex-col gap-0.5">
                  <Label className="cursor-pointer font-medium text-strong">{o.label}</Label>
                  {o.description && <Description className="text-sm text-muted">{o.description}</Description>}
                </span>
              </Radio>
            </Field>
          ) : (
            <Field key={o.value} disabled={o.disabled} className="flex items-start gap-2.5">
              <Radio
                value={o.value}
                className="group mt-px cursor-pointer rounded-full outline-none data-disabled:cursor-not-allowed data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary"
              >
                <Dot />
              </Radio>
              <span className="flex flex-col">
                <Label className="cursor-pointer text-[0.9375rem] data-disabled:cursor-not-allowed data-disabled:opacity-60">
                  {o.label}
                </Label>
                {o.description && <Description className="text-sm text-muted">{o.description}</Description>}
              </span>
            </Field>
          ),
        )}
      </div>
      {error ? (
        <Description as="p" role="alert" className="text-[0.8125rem] text-error">
          {error}
        </Description>
      ) : hint ? (
        <Description as="p" className="text-[0.8125rem] text-muted">
          {hint}
        </Description>
      ) : null}
    </HRadioGroup>
  )
}
