import { Cherry, Flame, MessageSquareMore, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { OtpService } from '@/api/contracts/otp'
import { cn } from '@/lib/cn'
import { toneClasses } from '@/ui/tone'

export const SERVICE_ICONS: Record<OtpService, LucideIcon> = { tinder: Flame, fruitz: Cherry, other: MessageSquareMore }
export const SERVICE_TONES: Record<OtpService, string> = {
  tinder: toneClasses.error.soft,
  fruitz: toneClasses.success.soft,
  other: toneClasses.info.soft,
}

/** Service icon on its tonal colour, then its name. */
export function OtpService({
  service,
  className,
  iconOnly,
  compact,
}: {
  service: OtpService
  className?: string
  /** Name for screen readers only. */
  iconOnly?: boolean
  /** Name shown from the lg breakpoint only (dense tables on tablets). */
  compact?: boolean
}) {
  const { t } = useTranslation('otp')
  const Icon = SERVICE_ICONS[service]
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span className={cn('flex size-7 shrink-0 items-center justify-center rounded-md', SERVICE_TONES[service])} aria-hidden>
        <Icon className="size-4" />
      </span>
      <span
        className={cn('font-medium text-strong', iconOnly && 'sr-only', compact && 'sr-only lg:not-sr-only')}
        title={compact ? t(`services.${service}`) : undefined}
      >
        {t(`services.${service}`)}
      </span>
    </span>
  )
}
