import { forwardRef, useId } from 'react'
import { cn } from '@/lib/cn'

export const controlClass =
  'block w-full rounded-md border border-border bg-transparent px-3.5 text-[0.9375rem] text-text placeholder:text-subtle transition-[border-color,box-shadow] outline-none hover:border-muted focus:border-primary focus:ring-1 focus:ring-primary disabled:opacity-60 data-invalid:border-error data-invalid:focus:ring-error'

/**
 * Free text takes the direction of its own first strong letter, so "12 rue des Lilas" typed in the
 * Arabic UI reads left to right (it showed as "rue des Lilas 12" under <html dir="rtl">) and an
 * Arabic value stays right to left; a textarea decides line by line. CSS `unicode-bidi: plaintext`
 * rather than `dir="auto"`: Chromium gives an EMPTY dir=auto field the direction ltr (the
 * placeholder is not read), so the empty field, its caret and its placeholder would sit on the
 * left in Arabic; with plaintext an empty field keeps the UI's direction (caret and placeholder at
 * the start side), a value with no letter ("75011", "12 34") reads left to right as with
 * dir=auto, and `text-align: start` follows each value's own direction. Only for controls given
 * no `dir`: a caller's `dir="ltr"` (phone, e-mail, URL, number) is left as it is.
 */
export const ownDirectionClass = '[unicode-bidi:plaintext] text-start'

/**
 * Native label + control + hint/error, linked by ids (aria-describedby, aria-invalid). The text
 * inputs use it rather than Headless UI's Field, so the sign-in screen ships no Headless UI.
 */
function NativeField({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
  required?: boolean
  className?: string
  children: (ids: { id: string; describedBy: string | undefined }) => React.ReactNode
}) {
  const id = useId()
  const noteId = `${id}-note`
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children({ id, describedBy: error || hint ? noteId : undefined })}
      <FieldNote id={noteId} error={error} hint={hint} />
    </div>
  )
}

/** The label of a field (with the required mark): one look for every input of the kit. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor?: string; required?: boolean; children: React.ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-[0.8125rem] font-medium text-text">
      {children}
      {required && (
        <span className="text-error" aria-hidden>
          {' '}
          *
        </span>
      )}
    </label>
  )
}

/** The error (announced) or else the hint under a field; nothing when it has neither. */
export function FieldNote({ id, error, hint }: { id: string; error?: string | null; hint?: React.ReactNode }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-[0.8125rem] text-error">
        {error}
      </p>
    )
  }
  return hint ? (
    <p id={id} className="text-[0.8125rem] text-muted">
      {hint}
    </p>
  ) : null
}

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'size'> & {
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
  start?: React.ReactNode
  end?: React.ReactNode
  fieldClassName?: string
}

/** Outlined, comfortable text input (SPEC section 9 component defaults). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, start, end, className, fieldClassName, required, ...props },
  ref,
) {
  return (
    <NativeField label={label} hint={hint} error={error} className={fieldClassName} required={required}>
      {({ id, describedBy }) => (
        <div className="relative">
          {start && (
            <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-muted [&_svg]:size-5">{start}</span>
          )}
          <input
            ref={ref}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            data-invalid={error ? '' : undefined}
            required={required}
            className={cn(controlClass, 'h-10', props.dir === undefined && ownDirectionClass, start && 'ps-10', end && 'pe-11', className)}
            {...props}
          />
          {end && <span className="absolute inset-y-0 end-1 flex items-center">{end}</span>}
        </div>
      )}
    </NativeField>
  )
})

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  Omit<React.ComponentProps<'textarea'>, 'size'> & { label: React.ReactNode; hint?: React.ReactNode; error?: string }
>(function Textarea({ label, hint, error, className, required, ...props }, ref) {
  return (
    <NativeField label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy }) => (
        <textarea
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          data-invalid={error ? '' : undefined}
          required={required}
          className={cn(controlClass, 'min-h-24 py-2.5', props.dir === undefined && ownDirectionClass, className)}
          {...props}
        />
      )}
    </NativeField>
  )
})

/** Native select styled like the inputs (best on tablets; keyboard and a11y for free). */
export const Select = forwardRef<
  HTMLSelectElement,
  Omit<React.ComponentProps<'select'>, 'size'> & {
    label: React.ReactNode
    hint?: React.ReactNode
    error?: string
    options: { value: string; label: string }[]
    placeholder?: string
    hideLabel?: boolean
  }
>(function Select({ label, hint, error, options, placeholder, className, hideLabel, ...props }, ref) {
  const id = useId()
  const noteId = `${props.id ?? id}-note`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id ?? id} className={cn('text-[0.8125rem] font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select
        ref={ref}
        id={props.id ?? id}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error || hint ? noteId : undefined}
        className={cn(controlClass, 'h-10 appearance-none select-chevron pe-9', 'dark:[&>option]:bg-surface', className)}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNote id={noteId} error={error} hint={hint} />
    </div>
  )
})
