import { Wallet } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { useAfterContent } from '@/lib/use-after-content'
import { useSession } from '@/lib/use-session'
import { useBalance } from '../api/use-balance'
import { OtpTopUpDialog } from './otp-top-up-dialog'

/**
 * The OTP balance in the top bar, for users with OTP access only. It reads the shared balance
 * query, which every order, cancel, finish and top-up invalidates; a click opens the top-up.
 */
export function OtpBalanceChip() {
  const { ability, accessToken } = useSession()
  const allowed = Boolean(accessToken) && ability.can('access', 'OTP')
  if (!allowed) return null
  return <BalanceChip />
}

function BalanceChip() {
  // No suspense: the top bar must never wait for the OTP strings.
  const { t } = useTranslation('otp', { useSuspense: false })
  // The screen's own data first: the balance is asked for once it is in (useAfterContent).
  const { data: balance, isError } = useBalance(useAfterContent())
  const [open, setOpen] = useState(false)
  // The config-state balance starts at 0 until the API answers (DECISIONS section 6).
  const shown = formatMoney(balance ?? 0)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="otp-balance"
        data-balance={balance ?? 0}
        aria-label={t('balance.chipLabel', { balance: shown })}
        title={isError ? t('balance.unavailable') : t('balance.topUpHint')}
        className="me-1 inline-flex h-9 items-center gap-1.5 rounded-full bg-primary/10 ps-2.5 pe-3 text-sm font-medium text-primary tabular-nums transition-colors hover:bg-primary/20"
      >
        <Wallet className="size-[18px]" aria-hidden />
        <span>{shown}</span>
      </button>
      {open && <OtpTopUpDialog open={open} onClose={() => setOpen(false)} balance={balance} />}
    </>
  )
}
