import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Platform } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { RadioGroup } from '@/ui/radio'
import { useStrategyOptions } from '../api/strategies'

const NONE = 'none'

/** Bulk "Assign strategy": pick one strategy (or none) for the selected accounts. */
export function AssignStrategyDialog({
  platform,
  open,
  count,
  busy,
  onClose,
  onConfirm,
}: {
  platform: Platform
  open: boolean
  /** Number of selected accounts. */
  count: number
  busy?: boolean
  onClose: () => void
  onConfirm: (strategyId: number | null) => void
}) {
  const { t } = useTranslation(['platform', 'common'])
  const strategies = useStrategyOptions(platform)
  const [choice, setChoice] = useState<string | null>(null)
  const close = () => {
    setChoice(null)
    onClose()
  }
  const options = [
    { value: NONE, label: t('accounts.noStrategy'), description: t('accounts.bulk.unassignHint') },
    ...(strategies.data?.rows ?? []).map((s) => ({
      value: String(s.id),
      label: s.name,
      description: t('strategies.summary', {
        limit: formatNumber(s.dailyLikeLimit),
        from: s.activeHours.from,
        to: s.activeHours.to,
        count: formatNumber(s.accountCount),
      }),
    })),
  ]
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('accounts.bulk.assignTitle')}
      description={t('accounts.bulk.assignDescription', { count: formatNumber(count) })}
      footer={
        <>
          <Button variant="outlined" color="secondary" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={choice === null}
            loading={busy}
            onClick={() => choice !== null && onConfirm(choice === NONE ? null : Number(choice))}
          >
            {t('accounts.bulk.assignConfirm')}
          </Button>
        </>
      }
    >
      <div className="max-h-[50vh] overflow-y-auto pe-1">
        <RadioGroup label={t('accounts.fields.strategy')} hideLabel variant="card" value={choice} onChange={setChoice} options={options} />
      </div>
    </Dialog>
  )
}
