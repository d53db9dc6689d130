import { Search } from 'lucide-react'
import { TextField } from '@/ui/field'
import { cn } from '@/lib/cn'

/** The search header of the FAQ and help centre: title, subtitle and one search box. */
export function SearchHero({
  title,
  subtitle,
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  className,
  children,
}: {
  title: string
  subtitle?: string
  label: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
  onSubmit?: () => void
  className?: string
  children?: React.ReactNode
}) {
  return (
    <section className={cn('rounded-xl bg-primary/10 px-6 py-12 text-center', className)}>
      <h1 className="text-2xl font-semibold text-primary sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
      <form
        role="search"
        className="mx-auto mt-6 max-w-xl"
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit?.()
        }}
      >
        <TextField
          label={label}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          start={<Search />}
          fieldClassName="[&_label]:sr-only"
          className="h-12 bg-surface"
        />
      </form>
      {children}
    </section>
  )
}
