import { useTranslation } from 'react-i18next'
import type { AccountStatus, StatusCounts } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { StatCard } from '@/ui/stat-card'
import { STATUS_META, STATUS_ORDER } from '../lib/platform-meta'

/**
 * Accounts per status above the table (over the search and the other filters); each card
 * toggles the status filter of the table.
 */
export function AccountStatusCards({ counts, total, active, loading, onToggle }: {
  counts: StatusCounts | undefined
  total: number | undefined
  active: AccountStatus | undefined
  loading?: boolean
  onToggle: (status: AccountStatus | undefined) => void
}) {
  const { t } = useTranslation('platform')
  const sum = counts ? STATUS_ORDER.reduce((n, s) => n + counts[s], 0) : (total ?? 0)
  return (
    <div role="group" aria-label={t('accounts.byStatus')} className="grid grid-cols-2 gap-3 sm:grid-cols-5 lg:gap-4">
      {STATUS_ORDER.map((status) => {
        const { tone, icon: Icon } = STATUS_META[status]
        const n = counts?.[status] ?? 0
        return (
          <StatCard
            key={status}
            // Five in a row from tablets up: the icon tile only shows on wide screens.
            className="gap-2 p-3 lg:p-4 [&>span[aria-hidden]]:hidden lg:[&>span[aria-hidden]]:flex"
            label={t(`status.${status}`)}
            value={n}
            tone={tone}
            icon={<Icon />}
            loading={loading && !counts}
            hint={!counts ? undefined : sum > 0 ? t('accounts.shareOfAll', { percent: formatNumber(n / sum, { style: 'percent', maximumFractionDigits: 0 }) }) : t('accounts.none')}
            active={active === status}
            onClick={() => onToggle(active === status ? undefined : status)}
          />
        )
      })}
    </div>
  )
}
