import { cn } from '@/lib/cn'

/**
 * A full-screen message of the blank layout (error pages, coming soon, under maintenance): an
 * optional big headline (the error code), title, text, actions, then an illustration, over a
 * soft shape at the bottom.
 */
export function StatusScreen({
  headline,
  title,
  body,
  illustration,
  children,
  className,
  ...props
}: {
  headline?: React.ReactNode
  title: React.ReactNode
  body?: React.ReactNode
  /** Decorative picture under the actions (a public URL). */
  illustration?: string
  children?: React.ReactNode
  className?: string
} & Omit<React.ComponentProps<'main'>, 'title'>) {
  return (
    <main
      className={cn('relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-bg px-6 py-12 text-center', className)}
      {...props}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute start-1/2 -bottom-40 size-[36rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl rtl:translate-x-1/2"
      />
      {headline && <p className="relative text-[7rem] leading-none font-semibold tracking-tight text-strong sm:text-[9rem]">{headline}</p>}
      <h1 className={cn('relative text-2xl font-medium text-strong', headline && 'mt-4')}>{title}</h1>
      {body && <div className="relative mt-2 max-w-md text-muted">{body}</div>}
      {children && <div className="relative mt-8 flex w-full flex-col items-center gap-3">{children}</div>}
      {illustration && <img src={illustration} alt="" width={480} height={400} className="relative mt-10 w-full max-w-xs sm:max-w-sm" />}
    </main>
  )
}
