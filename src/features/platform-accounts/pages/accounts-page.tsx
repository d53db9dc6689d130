import { SlidersHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { AccountStatus, Platform } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { useDialogState } from '@/lib/use-dialog-state'
import { listPrefetch, useTableState } from '@/ui/data-table'
import { PageHeader } from '@/ui/page-header'
import type { PageModuleExtras } from '@/api/resources'
import { accountsOf } from '@/api/resources/platform'
import { ACCOUNT_FILTERS, useAccounts } from '../api/accounts'
import { AccountStatusCards } from '../components/account-status-cards'
import { AccountsDialogs, type AccountsDialog, type AccountsDialogRow } from '../components/accounts-dialogs'
import { AccountsTable } from '../components/accounts-table'
import { PLATFORM_META, STATUS_ORDER } from '../lib/platform-meta'

/**
 * /tinder/accounts and /fruitz/accounts: ONE screen, parameterised by platform (the registry
 * passes `platform`). Counts per status above the table; the table, its row and bulk actions
 * and the dialogs are their own components.
 */
const TABLE = { filters: ACCOUNT_FILTERS }

function AccountsScreen({ platform }: { platform: Platform }) {
  const { t } = useTranslation('platform')
  const meta = PLATFORM_META[platform]
  const table = useTableState(TABLE)
  const accounts = useAccounts(platform, table.query)
  const dialogs = useDialogState<AccountsDialog, AccountsDialogRow>()
  const counts = accounts.data?.counts
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined
  const PlatformIcon = meta.icon

  return (
    <div className="flex flex-col gap-6" data-platform={platform}>
      <PageHeader
        className="mb-0"
        title={
          <span className="flex items-center gap-2">
            <PlatformIcon aria-hidden className="size-6 text-primary" />
            {t('accounts.title', { platform: t(`platforms.${platform}`) })}
          </span>
        }
        subtitle={
          allCount === undefined
            ? t('accounts.subtitleLoading')
            : t('accounts.subtitle', { count: formatNumber(allCount), active: formatNumber(counts?.active ?? 0) })
        }
        actions={
          <Link
            to={linkTo(meta.strategiesRoute)}
            className="inline-flex h-[2.375rem] items-center gap-2 rounded-md px-3 text-[0.9375rem] font-medium text-primary hover:bg-primary/10"
          >
            <SlidersHorizontal aria-hidden className="size-[1.15em]" />
            {t('accounts.manageStrategies')}
          </Link>
        }
      />
      <AccountStatusCards
        counts={counts}
        active={STATUS_ORDER.find((s) => s === table.filters.status)}
        loading={accounts.isPending}
        onToggle={(s?: AccountStatus) => table.setFilter('status', s)}
      />
      <AccountsTable platform={platform} table={table} accounts={accounts} dialogs={dialogs} />
      <AccountsDialogs platform={platform} dialogs={dialogs} />
    </div>
  )
}

export const namespaces: PageModuleExtras['namespaces'] = ['platform']

/** The rows the URL asks for, asked for while the page's code loads (the table's own query). */
export const prefetch = listPrefetch(TABLE, (params, props) => accountsOf(props.platform as Platform).listQuery(params))

/** The registry's page (`props: { platform }`); a new platform starts a fresh screen. */
export default function AccountsPage({ platform }: { platform: Platform }) {
  return <AccountsScreen key={platform} platform={platform} />
}
