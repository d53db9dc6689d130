import { cn } from '@/lib/cn'

/** Native checkbox with its label (no Headless UI, so light screens such as sign-in stay small). */
export function Checkbox({
  checked,
  onChange,
  label,
  indeterminate,
  hideLabel,
  className,
}: {
  checked: boolean
  onChange: (v: boolean) => void
  label: string
  indeterminate?: boolean
  hideLabel?: boolean
  className?: string
}) {
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 text-[0.9375rem]', className)}>
      <input
        type="checkbox"
        checked={checked}
        ref={(el) => {
          if (el) el.indeterminate = Boolean(indeterminate)
        }}
        onChange={(e) => onChange(e.target.checked)}
        className="size-[18px] cursor-pointer rounded accent-[var(--primary)]"
        aria-label={hideLabel ? label : undefined}
      />
      {!hideLabel && <span>{label}</span>}
    </label>
  )
}
