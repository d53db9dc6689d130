import { useTranslation } from 'react-i18next'
import type { OtpStatus } from '@/api/contracts/otp'
import { Chip, type Tone } from '@/ui/chip'

export const STATUS_TONES: Record<OtpStatus, Tone> = {
  waiting: 'info',
  received: 'success',
  finished: 'secondary',
  cancelled: 'warning',
  expired: 'error',
}

export function OtpStatusChip({ status, size }: { status: OtpStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('otp')
  return (
    <Chip tone={STATUS_TONES[status]} size={size}>
      {status === 'waiting' && <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden />}
      {t(`status.${status}`)}
    </Chip>
  )
}
