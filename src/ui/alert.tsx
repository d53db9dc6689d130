import { cva, type VariantProps } from 'class-variance-authority'
import { AlertTriangle, CheckCircle2, Info, X, XCircle, Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { TONES, toneClasses, type Tone } from './tone'

export const alertVariants = cva('relative flex gap-3 rounded-md px-4 py-3 text-[0.9375rem]', {
  variants: {
    variant: { tonal: '', outlined: 'border', filled: 'text-white' },
    tone: { primary: '', secondary: '', success: '', info: '', warning: '', error: '' },
    density: { default: '', compact: 'py-2', comfortable: 'py-4' },
    /** A thick border on one side (start / end follow the reading direction), in the text's colour. */
    border: { top: 'border-t-4', end: 'border-e-4', bottom: 'border-b-4', start: 'border-s-4' },
    /** The border in the tone's colour (on the inline-start side unless `border` says otherwise). */
    accent: { true: '', false: '' },
    /** A shadow lifting the alert off the page. */
    elevation: { flat: '', raised: 'shadow-card', floating: 'shadow-pop' },
  },
  compoundVariants: [
    { accent: false, border: ['top', 'end', 'bottom', 'start'], class: 'border-current/40' },
    ...TONES.flatMap((tone) => [
      { accent: true as const, tone, class: toneClasses[tone].border },
      { variant: 'tonal' as const, tone, class: toneClasses[tone].soft },
      { variant: 'outlined' as const, tone, class: `${toneClasses[tone].border} ${toneClasses[tone].text}` },
      { variant: 'filled' as const, tone, class: toneClasses[tone].solid },
    ]),
  ],
  defaultVariants: { variant: 'tonal', tone: 'primary', density: 'default', accent: false, elevation: 'flat' },
})

const icons: Record<Tone, React.ComponentType<{ className?: string }>> = {
  primary: Bell,
  secondary: Info,
  success: CheckCircle2,
  info: Info,
  warning: AlertTriangle,
  error: XCircle,
}

type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    title?: React.ReactNode
    /** Replaces the tone's icon; `false` hides it. */
    icon?: React.ReactNode | false
    /** Shows a close button. */
    onClose?: () => void
    closeLabel?: string
  }

/**
 * A message in the flow of the page. Errors and warnings are announced (role alert), the other
 * tones politely (role status); pass `role` to override.
 */
export function Alert({
  variant,
  tone,
  density,
  accent,
  border,
  elevation,
  title,
  icon,
  onClose,
  closeLabel,
  className,
  children,
  role,
  ...props
}: AlertProps) {
  const { t } = useTranslation()
  const toneKey: Tone = tone ?? 'primary'
  const Icon = icons[toneKey]
  return (
    <div
      role={role ?? (toneKey === 'error' || toneKey === 'warning' ? 'alert' : 'status')}
      data-slot="alert"
      className={cn(alertVariants({ variant, tone, density, accent, elevation, border: border ?? (accent ? 'start' : null) }), className)}
      {...props}
    >
      {icon !== false && (
        <span aria-hidden className="mt-0.5 shrink-0 [&_svg]:size-5">
          {icon ?? <Icon />}
        </span>
      )}
      <div className="min-w-0 flex-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cn(title && 'mt-0.5', variant !== 'filled' && title && 'text-text/80')}>{children}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel ?? t('ui.dismiss')}
          className="-me-1 -mt-0.5 size-7 shrink-0 rounded-full p-1 opacity-80 hover:bg-current/10 hover:opacity-100 [&_svg]:size-5"
        >
          <X aria-hidden />
        </button>
      )}
    </div>
  )
}
