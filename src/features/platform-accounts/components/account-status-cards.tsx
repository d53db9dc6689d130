import { useTranslation } from 'react-i18next'
import type { AccountStatus, StatusCounts } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { StatusFilterCards } from '@/ui/stat-card'
import { STATUS_META, STATUS_ORDER } from '../lib/platform-meta'

/**
 * Accounts per status above the table (over the search and the other filters); each card
 * toggles the status filter of the table.
 */
export function AccountStatusCards({
  counts,
  active,
  loading,
  onToggle,
}: {
  counts: StatusCounts | undefined
  active: AccountStatus | undefined
  loading?: boolean
  onToggle: (status: AccountStatus | undefined) => void
}) {
  const { t } = useTranslation('platform')
  return (
    <StatusFilterCards
      label={t('accounts.byStatus')}
      statuses={STATUS_ORDER}
      meta={STATUS_META}
      statusLabel={(status) => t(`status.${status}`)}
      counts={counts}
      loading={loading && !counts}
      hint={(n, sum) =>
        sum > 0
          ? t('accounts.shareOfAll', { percent: formatNumber(n / sum, { style: 'percent', maximumFractionDigits: 0 }) })
          : t('accounts.none')
      }
      active={active}
      onToggle={onToggle}
      gridClassName="grid-cols-2 gap-3 sm:grid-cols-5 lg:grid-cols-5 lg:gap-4"
      // Five in a row from tablets up: the icon tile only shows on wide screens.
      cardClassName="gap-2 p-3 lg:p-4 [&>span[aria-hidden]]:hidden lg:[&>span[aria-hidden]]:flex"
    />
  )
}
