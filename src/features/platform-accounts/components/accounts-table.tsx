import { Download, Plus, UserPlus } from 'lucide-react'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Account, Platform } from '@/api/contracts/platform'
import { errorText } from '@/api/resources'
import { formatNumber } from '@/lib/format'
import { useAfterContent } from '@/lib/use-after-content'
import { useMedia } from '@/lib/use-media'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DataTable, fromQuery, datedCsvName, useCsvExport, type TableState } from '@/ui/data-table'
import { Select } from '@/ui/field'
import { useToast } from '@/ui/toast'
import { fetchAllAccounts, useToggleAccount, type ACCOUNT_FILTERS, type useAccounts } from '../api/accounts'
import { useModelOptions, useStrategyOptions } from '../api/strategies'
import { accountColumns } from '../columns/account-columns'
import { accountsCsv } from '../lib/accounts-csv'
import { STATUS_ORDER } from '../lib/platform-meta'
import { AccountsBulkActions, AccountsRowActions } from './accounts-actions'
import type { AccountsDialogs } from './accounts-dialogs'
import { rowIcons } from './row-icons'

type Accounts = ReturnType<typeof useAccounts>

/** Below the desktop width (tablets, portrait and landscape). */
const COMPACT_ACTIONS_QUERY = '(max-width: 1279.98px)'

const rowId = (a: Account) => a.id
const rowLabel = (a: Account) => a.name

/** The accounts table: search, status/strategy/model filters, sortable columns, selection, CSV export, "Add". */
export function AccountsTable({
  platform,
  table,
  accounts,
  dialogs,
}: {
  platform: Platform
  table: TableState<(typeof ACCOUNT_FILTERS)[number]>
  accounts: Accounts
  dialogs: AccountsDialogs
}) {
  const { t } = useTranslation('platform')
  const toast = useToast()
  // The filters' options are asked for once the rows are in: on a tablet the first rows come
  // sooner without two more requests beside theirs (the form and the dialogs ask at once).
  const afterContent = useAfterContent()
  const strategies = useStrategyOptions(platform, afterContent)
  const models = useModelOptions(afterContent)
  const columns = useMemo(() => accountColumns(platform, t), [platform, t])
  const platformName = t(`platforms.${platform}`)
  const total = accounts.data?.total
  // Tablet width (and narrower): the row actions in one menu button.
  const compact = useMedia(COMPACT_ACTIONS_QUERY)

  const { exporting, exportCsv } = useCsvExport({
    load: () => fetchAllAccounts(platform, table.query),
    file: (rows) => ({ name: datedCsvName(`${platform}-accounts`), csv: accountsCsv(platform, rows, t) }),
    onDone: (count) => toast(t('accounts.toasts.exported', { count: formatNumber(count) }), 'success'),
    onError: (error) => toast(errorText(error, t('accounts.toasts.failed')), 'error'),
  })

  // Stable while the rows' own inputs are: the filters' options arriving (after the rows) then
  // re-render no row (DataRow is memoised), e.g. while a tablet scrolls 10,000 of them.
  const toggle = useToggleAccount(platform)
  const rowActions = useCallback(
    (a: Account) => <AccountsRowActions account={a} dialogs={dialogs} toggle={toggle} compact={compact} />,
    [dialogs, toggle, compact],
  )

  const addButton = (
    <Button onClick={() => dialogs.open('edit')}>
      <Plus aria-hidden />
      {t('accounts.add')}
    </Button>
  )

  return (
    <Card className="overflow-hidden">
      <rowIcons.Sprite>
        <DataTable
          label={t('accounts.title', { platform: platformName })}
          columns={columns}
          {...fromQuery(accounts)}
          total={total}
          state={table}
          getRowId={rowId}
          getRowLabel={rowLabel}
          density="dense"
          search={{ label: t('accounts.search'), placeholder: t('accounts.searchPlaceholder') }}
          filters={
            <>
              <Select
                label={t('accounts.fields.status')}
                placeholder={t('accounts.filters.allStatuses')}
                value={table.filters.status ?? ''}
                onChange={(e) => table.setFilter('status', e.target.value)}
                options={STATUS_ORDER.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
              <Select
                label={t('accounts.fields.strategy')}
                placeholder={t('accounts.filters.allStrategies')}
                value={table.filters.strategyId ?? ''}
                onChange={(e) => table.setFilter('strategyId', e.target.value)}
                options={[
                  { value: 'none', label: t('accounts.noStrategy') },
                  ...(strategies.data?.rows ?? []).map((s) => ({ value: String(s.id), label: s.name })),
                ]}
              />
              <Select
                label={t('accounts.fields.model')}
                placeholder={t('accounts.filters.allModels')}
                value={table.filters.modelId ?? ''}
                onChange={(e) => table.setFilter('modelId', e.target.value)}
                options={[
                  { value: 'none', label: t('accounts.noModel') },
                  ...(models.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
                ]}
              />
            </>
          }
          toolbar={
            <>
              <Button variant="outlined" color="secondary" onClick={exportCsv} loading={exporting} disabled={total === 0}>
                <Download aria-hidden />
                {t('accounts.export')}
              </Button>
              {addButton}
            </>
          }
          bulkActions={({ ids, clear }) => <AccountsBulkActions platform={platform} ids={ids} clear={clear} dialogs={dialogs} />}
          rowActions={rowActions}
          empty={{
            icon: <UserPlus />,
            message: t('accounts.empty.title', { platform: platformName }),
            description: t('accounts.empty.description'),
            action: addButton,
          }}
        />
      </rowIcons.Sprite>
    </Card>
  )
}
