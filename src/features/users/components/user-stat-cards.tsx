import { useTranslation } from 'react-i18next'
import type { UserStatus } from '@/api/contracts/users'
import { formatNumber } from '@/lib/format'
import { StatCard, StatCardGrid } from '@/ui/stat-card'
import { useUserCounts } from '../api/get-users'
import { STATUS_META, STATUS_ORDER, TOTAL_ICON } from '../lib/user-meta'

/**
 * Users in total and per status, over the whole base (not the search). A status card toggles the
 * table's status filter; "Total" clears it.
 */
export function UserStatCards({ active, onSelect }: { active: UserStatus | undefined; onSelect: (status: UserStatus | undefined) => void }) {
  const { t } = useTranslation('users')
  const { counts, loading } = useUserCounts()
  const total = counts ? STATUS_ORDER.reduce((n, s) => n + counts[s], 0) : 0
  const share = (n: number) => (total > 0 ? t('stats.share', { percent: formatNumber(n / total, { style: 'percent', maximumFractionDigits: 0 }) }) : undefined)
  const TotalIcon = TOTAL_ICON
  return (
    <div role="group" aria-label={t('stats.label')}>
      <StatCardGrid>
        <StatCard label={t('stats.total')} value={total} icon={<TotalIcon />} tone="primary" loading={loading} hint={t('stats.totalHint')} active={active === undefined} onClick={() => onSelect(undefined)} />
        {STATUS_ORDER.map((status) => {
          const { tone, icon: Icon } = STATUS_META[status]
          const n = counts?.[status] ?? 0
          return (
            <StatCard
              key={status}
              label={t(`stats.${status}`)}
              value={n}
              icon={<Icon />}
              tone={tone}
              loading={loading}
              hint={counts ? share(n) : undefined}
              active={active === status}
              onClick={() => onSelect(active === status ? undefined : status)}
            />
          )
        })}
      </StatCardGrid>
    </div>
  )
}
