import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TOP_UP_MAX, TOP_UP_MIN, topUpRequest } from '@/api/contracts/otp'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { TextField } from '@/ui/field'
import { useToast } from '@/ui/toast'
import { useTopUp } from '../api/use-balance'
import { otpErrorMessage } from '../lib/otp-format'
import { useErrorText } from '@/lib/form-errors'

const QUICK = [10, 20, 50, 100] as const

/** Reads "12,5" or "12.50" as 12.5; anything else is NaN (the schema then says why). */
const parseAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')))

/** Top up the OTP balance: quick amounts or a custom one (1-500 EUR, 2 decimals). */
export function OtpTopUpDialog({
  open,
  onClose,
  balance,
  suggested,
}: {
  open: boolean
  onClose: () => void
  balance?: number
  suggested?: number
}) {
  const { t } = useTranslation(['otp', 'common'])
  const toast = useToast()
  const errorText = useErrorText()
  const topUp = useTopUp()
  const [text, setText] = useState(suggested ? String(suggested) : '20')
  const [error, setError] = useState<string>()

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = topUpRequest.safeParse({ amount: parseAmount(text) })
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message ?? 'validation.amountRange'))
      return
    }
    setError(undefined)
    topUp.mutate(parsed.data.amount, {
      onSuccess: ({ balance: next }) => {
        toast(t('topUp.done', { balance: formatMoney(next) }), 'success')
        onClose()
      },
      onError: (err) => setError(otpErrorMessage(err, t)),
    })
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('topUp.title')}
      description={balance !== undefined ? t('topUp.current', { balance: formatMoney(balance) }) : undefined}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="otp-top-up-form">
        <fieldset>
          <legend className="mb-2 text-[0.8125rem] font-medium">{t('topUp.quick')}</legend>
          <div className="grid grid-cols-4 gap-2">
            {QUICK.map((amount) => (
              <button
                key={amount}
                type="button"
                aria-pressed={parseAmount(text) === amount}
                onClick={() => {
                  setText(String(amount))
                  setError(undefined)
                }}
                className={cn(
                  'h-11 rounded-md border text-sm font-medium tabular-nums transition-colors',
                  parseAmount(text) === amount ? 'border-primary bg-primary/10 text-primary' : 'border-border hover:border-muted',
                )}
              >
                {formatMoney(amount)}
              </button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('topUp.amount')}
          hint={t('topUp.hint', { min: formatMoney(TOP_UP_MIN), max: formatMoney(TOP_UP_MAX) })}
          error={error}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setError(undefined)
          }}
          end={<span className="pe-3 text-sm text-muted">€</span>}
          data-testid="otp-top-up-amount"
        />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="outlined" color="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={topUp.isPending} data-testid="otp-top-up-submit">
            {t('topUp.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
