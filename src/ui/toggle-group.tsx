import { useId, type ReactNode } from 'react'

/** Classes of a toggle button in a ToggleGroup (pressed = filled with the primary colour). */
export const toggleButtonClass =
  'inline-flex h-10 items-center justify-center gap-1.5 rounded-md border text-[0.875rem] font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary aria-pressed:border-primary-fill aria-pressed:bg-primary-fill aria-pressed:text-on-primary border-border text-text hover:border-muted'

/** `value` with `item` switched on or off, kept in the order of `all`. */
export function toggleInOrder<T>(all: readonly T[], value: readonly T[], item: T): T[] {
  return value.includes(item) ? value.filter((x) => x !== item) : all.filter((x) => x === item || value.includes(x))
}

/** A labelled, required group of toggle buttons (aria-pressed), with `extra` beside the label and its error below. */
export function ToggleGroup({ label, error, children, extra }: { label: string; error?: string; children: ReactNode; extra?: ReactNode }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={id} className="text-[0.8125rem] font-medium">
          {label}
          <span className="text-error" aria-hidden>
            {' '}
            *
          </span>
        </span>
        {extra}
      </div>
      <div role="group" aria-labelledby={id} aria-invalid={error ? true : undefined} className="flex flex-wrap gap-1.5">
        {children}
      </div>
      {error && (
        <p role="alert" className="text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </div>
  )
}
