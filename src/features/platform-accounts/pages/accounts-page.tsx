import { Download, Pause, Pencil, Play, Plus, SlidersHorizontal, Trash2, UserPlus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ApiError } from '@/api/client'
import type { Account, AccountListParams, AccountStatus, BulkRequest, Platform } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DataTable, datedCsvName, useCsvExport, useTableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { Select } from '@/ui/field'
import { IconButton } from '@/ui/icon-button'
import { PageHeader } from '@/ui/page-header'
import { useToast } from '@/ui/toast'
import { fetchAllAccounts, useAccountMutations, useAccounts } from '../api/accounts'
import { useModelOptions, useStrategyOptions } from '../api/strategies'
import { accountColumns } from '../columns/account-columns'
import { AccountFormDrawer } from '../components/account-form-drawer'
import { AccountStatusCards } from '../components/account-status-cards'
import { AssignStrategyDialog } from '../components/assign-strategy-dialog'
import { accountsCsv } from '../lib/accounts-csv'
import { PLATFORM_META, STATUS_ORDER } from '../lib/platform-meta'

const FILTERS = ['status', 'strategyId', 'modelId'] as const
type BulkKind = BulkRequest['action']

/**
 * /tinder/accounts and /fruitz/accounts: ONE screen, parameterised by platform. Counts per
 * status, search, filters, sortable columns, page sizes, selection with bulk actions,
 * create/edit drawer, delete with confirmation and a CSV export of the filtered rows.
 */
export function AccountsPage({ platform }: { platform: Platform }) {
  const { t } = useTranslation('platform')
  const toast = useToast()
  const meta = PLATFORM_META[platform]
  const table = useTableState({ filters: FILTERS })
  const params: AccountListParams = table.query
  const accounts = useAccounts(platform, params)
  const strategies = useStrategyOptions(platform)
  const models = useModelOptions()
  const { remove, bulk } = useAccountMutations(platform)

  const [editing, setEditing] = useState<{ account: Account | null } | null>(null)
  const [deleting, setDeleting] = useState<Account | null>(null)
  const [bulkDialog, setBulkDialog] = useState<{ kind: 'delete' | 'assign'; ids: number[]; clear: () => void } | null>(null)

  const columns = useMemo(() => accountColumns(platform, t), [platform, t])
  const statusFilter = STATUS_ORDER.find((s) => s === table.filters.status)
  const platformName = t(`platforms.${platform}`)

  const failed = (error: unknown) => toast(error instanceof ApiError && error.status !== 0 ? error.message : t('accounts.toasts.failed'), 'error')

  const runBulk = async (action: BulkKind, ids: number[], clear: () => void, strategyId?: number | null) => {
    try {
      const res = await bulk.mutateAsync({ ids, action, ...(action === 'assignStrategy' ? { strategyId: strategyId ?? null } : {}) })
      toast(t(`accounts.bulk.done.${action}`, { count: formatNumber(res.count) }), 'success')
      clear()
      setBulkDialog(null)
    } catch (error) {
      failed(error)
    }
  }

  const toggleOne = async (a: Account) => {
    const action = a.status === 'paused' ? 'resume' : 'pause'
    try {
      await bulk.mutateAsync({ ids: [a.id], action })
      toast(t(`accounts.toasts.${action}d`, { name: a.name }), 'success')
    } catch (error) {
      failed(error)
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast(t('accounts.toasts.deleted', { name: deleting.name }), 'success')
      setDeleting(null)
    } catch (error) {
      failed(error)
    }
  }

  const { exporting, exportCsv } = useCsvExport({
    load: () => fetchAllAccounts(platform, params),
    file: (rows) => ({ name: datedCsvName(`${platform}-accounts`), csv: accountsCsv(platform, rows, t) }),
    onDone: (count) => toast(t('accounts.toasts.exported', { count: formatNumber(count) }), 'success'),
    onError: failed,
  })

  const total = accounts.data?.total
  const allCount = accounts.data ? Object.values(accounts.data.counts).reduce((a, b) => a + b, 0) : undefined
  const PlatformIcon = meta.icon

  return (
    <div className="flex flex-col gap-6" data-platform={platform}>
      <PageHeader
        className="mb-0"
        title={
          <span className="flex items-center gap-2">
            <PlatformIcon aria-hidden className="size-6 text-primary" />
            {t('accounts.title', { platform: platformName })}
          </span>
        }
        subtitle={allCount === undefined ? t('accounts.subtitleLoading') : t('accounts.subtitle', { count: formatNumber(allCount), active: formatNumber(accounts.data?.counts.active ?? 0) })}
        actions={
          <Link to={linkTo(meta.strategiesRoute)} className="inline-flex h-[2.375rem] items-center gap-2 rounded-md px-3 text-[0.9375rem] font-medium text-primary hover:bg-primary/10">
            <SlidersHorizontal aria-hidden className="size-[1.15em]" />
            {t('accounts.manageStrategies')}
          </Link>
        }
      />

      <AccountStatusCards
        counts={accounts.data?.counts}
        active={statusFilter}
        loading={accounts.isPending}
        onToggle={(s?: AccountStatus) => table.setFilter('status', s)}
      />

      <Card className="overflow-hidden">
        <DataTable
          label={t('accounts.title', { platform: platformName })}
          columns={columns}
          data={accounts.data?.rows}
          total={total}
          state={table}
          getRowId={(a) => a.id}
          getRowLabel={(a) => a.name}
          loading={accounts.isPending}
          fetching={accounts.isFetching}
          error={accounts.isError ? (accounts.error instanceof ApiError ? accounts.error.message : true) : false}
          onRetry={() => accounts.refetch()}
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
                options={[{ value: 'none', label: t('accounts.noStrategy') }, ...(strategies.data?.rows ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
              />
              <Select
                label={t('accounts.fields.model')}
                placeholder={t('accounts.filters.allModels')}
                value={table.filters.modelId ?? ''}
                onChange={(e) => table.setFilter('modelId', e.target.value)}
                options={[{ value: 'none', label: t('accounts.noModel') }, ...(models.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))]}
              />
            </>
          }
          toolbar={
            <>
              <Button variant="outlined" color="secondary" onClick={exportCsv} loading={exporting} disabled={total === 0}>
                <Download aria-hidden />
                {t('accounts.export')}
              </Button>
              <Button onClick={() => setEditing({ account: null })}>
                <Plus aria-hidden />
                {t('accounts.add')}
              </Button>
            </>
          }
          bulkActions={({ ids, clear }) => {
            const numeric = ids.map(Number)
            return (
              <>
                <Button size="sm" variant="tonal" color="secondary" loading={bulk.isPending && bulk.variables?.action === 'pause'} onClick={() => runBulk('pause', numeric, clear)}>
                  <Pause aria-hidden />
                  {t('accounts.bulk.pause')}
                </Button>
                <Button size="sm" variant="tonal" color="success" loading={bulk.isPending && bulk.variables?.action === 'resume'} onClick={() => runBulk('resume', numeric, clear)}>
                  <Play aria-hidden />
                  {t('accounts.bulk.resume')}
                </Button>
                <Button size="sm" variant="tonal" color="primary" onClick={() => setBulkDialog({ kind: 'assign', ids: numeric, clear })}>
                  <SlidersHorizontal aria-hidden />
                  {t('accounts.bulk.assign')}
                </Button>
                <Button size="sm" variant="tonal" color="error" onClick={() => setBulkDialog({ kind: 'delete', ids: numeric, clear })}>
                  <Trash2 aria-hidden />
                  {t('accounts.bulk.delete')}
                </Button>
              </>
            )
          }}
          rowActions={(a) => (
            <>
              <IconButton size="sm" label={t('accounts.actions.edit', { name: a.name })} onClick={() => setEditing({ account: a })}>
                <Pencil />
              </IconButton>
              <IconButton size="sm" label={t(a.status === 'paused' ? 'accounts.actions.resume' : 'accounts.actions.pause', { name: a.name })} onClick={() => toggleOne(a)}>
                {a.status === 'paused' ? <Play /> : <Pause />}
              </IconButton>
              <IconButton size="sm" color="error" label={t('accounts.actions.delete', { name: a.name })} onClick={() => setDeleting(a)}>
                <Trash2 />
              </IconButton>
            </>
          )}
          empty={{
            icon: <UserPlus />,
            message: t('accounts.empty.title', { platform: platformName }),
            description: t('accounts.empty.description'),
            action: (
              <Button onClick={() => setEditing({ account: null })}>
                <Plus aria-hidden />
                {t('accounts.add')}
              </Button>
            ),
          }}
        />
      </Card>

      <AccountFormDrawer platform={platform} open={editing !== null} account={editing?.account ?? null} onClose={() => setEditing(null)} />

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title={t('accounts.delete.title')}
        message={t('accounts.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:actions.delete')}
      />

      <ConfirmDialog
        open={bulkDialog?.kind === 'delete'}
        onClose={() => setBulkDialog(null)}
        onConfirm={() => bulkDialog && runBulk('delete', bulkDialog.ids, bulkDialog.clear)}
        busy={bulk.isPending}
        title={t('accounts.bulk.deleteTitle')}
        message={t('accounts.bulk.deleteMessage', { count: formatNumber(bulkDialog?.ids.length ?? 0) })}
        confirmLabel={t('common:actions.delete')}
      />

      <AssignStrategyDialog
        platform={platform}
        open={bulkDialog?.kind === 'assign'}
        count={bulkDialog?.ids.length ?? 0}
        busy={bulk.isPending}
        onClose={() => setBulkDialog(null)}
        onConfirm={(strategyId) => bulkDialog && runBulk('assignStrategy', bulkDialog.ids, bulkDialog.clear, strategyId)}
      />
    </div>
  )
}

/** Registry entries: the platform comes from the route. */
export function TinderAccountsPage() {
  return <AccountsPage key="tinder" platform="tinder" />
}

export function FruitzAccountsPage() {
  return <AccountsPage key="fruitz" platform="fruitz" />
}

export default AccountsPage
