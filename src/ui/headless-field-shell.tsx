import { Description, Field as HField, Label } from '@headlessui/react'
import { cn } from '@/lib/cn'

interface FieldShellProps {
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
  className?: string
  children: React.ReactNode
  required?: boolean
}

/** Headless UI Field shell: links the label to the Combobox input through Field context. */
export function FieldShell({ label, hint, error, className, children, required }: FieldShellProps) {
  return (
    <HField className={cn('flex flex-col gap-1.5', className)}>
      <Label className="text-[0.8125rem] font-medium text-text">
        {label}
        {required && (
          <span className="text-error" aria-hidden>
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      {error ? (
        <p role="alert" className="text-[0.8125rem] text-error">
          {error}
        </p>
      ) : hint ? (
        <Description className="text-[0.8125rem] text-muted">{hint}</Description>
      ) : null}
    </HField>
  )
}
