import { Field, Label, Switch as HSwitch } from '@headlessui/react'
import { cn } from '@/lib/cn'

export function Switch({
  checked,
  onChange,
  label,
  className,
}: {
  checked: boolean
  onChange: (v: boolean) => void
  label: React.ReactNode
  className?: string
}) {
  return (
    <Field className={cn('flex items-center justify-between gap-4', className)}>
      <Label className="text-[0.9375rem]">{label}</Label>
      <HSwitch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full bg-border transition-colors data-checked:bg-primary"
      >
        <span className="size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5 rtl:-translate-x-1 rtl:group-data-checked:-translate-x-5" />
      </HSwitch>
    </Field>
  )
}

// The checkbox has its own module (no Headless UI), re-exported here for existing imports.
export { Checkbox } from './checkbox'
