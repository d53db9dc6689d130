import { cn } from '@/lib/cn'
import { AuthBrand } from '../components/auth-brand'
import { LanguageQuickSwitch } from '../components/language-quick-switch'

export type AuthVariant = 'v1' | 'v2'

/**
 * The frame of the authentication demos: `v1` a centred card over background shapes, `v2` an
 * illustration beside the form (the illustration hides below the large breakpoint).
 */
export function AuthDemoLayout({
  variant,
  illustration,
  title,
  subtitle,
  wide,
  children,
}: {
  variant: AuthVariant
  /** File name in public/images/auth (without .svg). */
  illustration: string
  title: React.ReactNode
  subtitle?: React.ReactNode
  /** A wider card (the multi-step register). */
  wide?: boolean
  children: React.ReactNode
}) {
  const heading = (
    <>
      <h1 className="text-2xl font-medium text-strong">{title}</h1>
      {subtitle && <div className="mt-1 mb-6 text-muted">{subtitle}</div>}
    </>
  )
  if (variant === 'v1') {
    return (
      <div className="relative flex min-h-dvh items-center justify-center overflow-hidden px-4 py-10" data-variant="v1">
        <Shapes />
        <div className={cn('relative w-full rounded-xl bg-surface p-6 shadow-pop sm:p-10', wide ? 'max-w-4xl' : 'max-w-[460px]')}>
          <div className="mb-8 flex items-center justify-between gap-4">
            <AuthBrand />
            <LanguageQuickSwitch />
          </div>
          {heading}
          {children}
        </div>
      </div>
    )
  }
  return (
    <div className={cn('grid min-h-dvh', wide ? 'lg:grid-cols-[2fr_3fr]' : 'lg:grid-cols-[1fr_480px]')} data-variant="v2">
      <aside className="relative hidden items-center justify-center overflow-hidden bg-bg p-12 lg:flex">
        <AuthBrand className="absolute start-8 top-8" />
        <img src={`/images/auth/${illustration}.svg`} alt="" width={480} height={400} className="relative w-full max-w-md" />
      </aside>
      <main className="flex items-center justify-center bg-surface px-6 py-10 sm:px-12">
        <div className={cn('w-full', wide ? 'max-w-3xl' : 'max-w-[400px]')}>
          <div className="mb-8 flex items-center justify-between gap-4">
            <AuthBrand className="lg:invisible" />
            <LanguageQuickSwitch />
          </div>
          {heading}
          {children}
        </div>
      </main>
    </div>
  )
}

/** The two soft shapes behind the v1 card (decoration). */
function Shapes() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      <div className="absolute start-[calc(50%-17rem)] top-[calc(50%-17rem)] size-56 rounded-3xl border-[10px] border-primary/15 rtl:-scale-x-100" />
      <div className="absolute end-[calc(50%-16rem)] bottom-[calc(50%-16rem)] size-40 rounded-full bg-primary/10" />
      <div className="absolute end-[calc(50%-18rem)] bottom-[calc(50%-12rem)] size-20 rounded-full border-2 border-dashed border-primary/30" />
    </div>
  )
}

/** What a demo shows when its form is valid: nothing is sent, no session is created (DECISIONS section 9). */
export function DemoDone({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="rounded-lg bg-success/10 p-4 text-success">
      {children}
    </div>
  )
}
