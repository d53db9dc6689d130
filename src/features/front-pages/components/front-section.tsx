import { cn } from '@/lib/cn'
import { Chip } from '@/ui/chip'

/** A band of a front page: optional eyebrow chip, heading and subtitle, centred above its content. */
export function FrontSection({
  id,
  eyebrow,
  title,
  subtitle,
  className,
  tinted,
  children,
}: {
  id?: string
  eyebrow?: string
  title: React.ReactNode
  subtitle?: React.ReactNode
  className?: string
  /** A surface background, to set the band apart from its neighbours. */
  tinted?: boolean
  children: React.ReactNode
}) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-16 py-14 sm:py-20', tinted && 'bg-surface', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          {eyebrow && <Chip tone="primary">{eyebrow}</Chip>}
          <h2 id={headingId} className="mt-3 text-2xl font-semibold text-strong sm:text-3xl">
            {title}
          </h2>
          {subtitle && <p className="mt-3 text-muted">{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  )
}
