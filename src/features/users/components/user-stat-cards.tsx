import { useTranslation } from 'react-i18next'
import type { UserStatus } from '@/api/contracts/users'
import { formatNumber } from '@/lib/format'
import { StatCard, StatusFilterCards } from '@/ui/stat-card'
import { useUserCounts } from '../api/get-users'
import { STATUS_META, STATUS_ORDER, TOTAL_ICON } from '../lib/user-meta'

/**
 * Users in total and per status, over the whole base (not the search). A status card toggles the
 * table's status filter; "Total" clears it.
 */
export function UserStatCards({
  active,
  onSelect,
}: {
  active: UserStatus | undefined
  onSelect: (status: UserStatus | undefined) => void
}) {
  const { t } = useTranslation('users')
  const { counts, loading } = useUserCounts()
  const total = counts ? STATUS_ORDER.reduce((n, s) => n + counts[s], 0) : 0
  const TotalIcon = TOTAL_ICON
  return (
    <StatusFilterCards
      label={t('stats.label')}
      statuses={STATUS_ORDER}
      meta={STATUS_META}
      statusLabel={(status) => t(`stats.${status}`)}
      counts={counts}
      loading={loading}
      hint={(n, sum) =>
        sum > 0 ? t('stats.share', { percent: formatNumber(n / sum, { style: 'percent', maximumFractionDigits: 0 }) }) : undefined
      }
      active={active}
      onToggle={onSelect}
      lead={
        <StatCard
          label={t('stats.total')}
          value={total}
          icon={<TotalIcon />}
          tone="primary"
          loading={loading}
          hint={t('stats.totalHint')}
          active={active === undefined}
          onClick={() => onSelect(undefined)}
        />
      }
    />
  )
}
