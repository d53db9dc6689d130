import { useTranslation } from 'react-i18next'
import { OTP_ORDER_TTL_MS } from '@/api/contracts/otp'
import { cn } from '@/lib/cn'
import { CircularProgress } from '@/ui/progress'
import { clock, URGENT_MS } from '../lib/otp-format'
import { useNow } from '../lib/use-now'

/** Ring and mm:ss until `expiresAt`, red in the last two minutes. */
export function OtpCountdown({ expiresAt, size = 132 }: { expiresAt: string; size?: number }) {
  const { t } = useTranslation('otp')
  const now = useNow(1000)
  const left = Math.max(0, Date.parse(expiresAt) - now)
  const urgent = left <= URGENT_MS
  return (
    <div className="flex flex-col items-center gap-2" data-testid="otp-countdown">
      <CircularProgress
        value={left}
        max={OTP_ORDER_TTL_MS}
        label={t('order.timeLeft')}
        tone={urgent ? 'error' : 'primary'}
        size={size}
        thickness={3}
      >
        <span className="flex flex-col items-center">
          <span
            className={cn('text-2xl font-semibold tabular-nums', urgent ? 'text-error' : 'text-strong')}
            dir="ltr"
            role="timer"
            aria-live="off"
          >
            {clock(left)}
          </span>
          <span className="text-[0.6875rem] text-muted">{t('order.left')}</span>
        </span>
      </CircularProgress>
    </div>
  )
}
