import { Download, Eye, Pencil, Plus, Trash2, UserPlus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ApiError } from '@/api/client'
import { USER_PLANS, USER_STATUSES, type User } from '@/api/contracts/users'
import { formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { Card, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { DataTable, datedCsvName, useCsvExport, useTableState, type TableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { FilterSelect } from '@/ui/filter-select'
import { IconButton } from '@/ui/icon-button'
import { useToast } from '@/ui/toast'
import { useRoles } from '../api/get-role-options'
import { fetchAllUsers, useUsers, USER_FILTERS, type UserFilter } from '../api/get-users'
import { useUserMutations } from '../api/user-mutations'
import { userColumns } from '../columns/user-columns'
import { roleLabel } from '@/lib/role-label'
import { usersCsv } from '../lib/users-csv'
import { UserAddDrawer } from './user-add-drawer'
import { UserEditDialog } from './user-edit-dialog'

/** The users table's URL state: ?q, sortBy, orderBy, page, itemsPerPage, role, plan, status. */
export const useUsersTableState = () => useTableState({ filters: USER_FILTERS })


/**
 * The users table: search (name or email), filters role/plan/status, sortable columns, page
 * sizes, selection (export or delete the selected users), row actions view/edit/delete, CSV
 * export of every matching user and the "Add user" drawer. Used by the user list and, composed
 * by app/, under the role cards.
 */
export function UsersTable({ state, title, subtitle }: { state: TableState<UserFilter>; title?: string; subtitle?: string }) {
  const { t } = useTranslation('users')
  const toast = useToast()
  const users = useUsers(state.query)
  const roles = useRoles()
  const { remove, removeMany } = useUserMutations()
  const columns = useMemo(() => userColumns(t), [t])

  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<User | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)
  const [bulkDelete, setBulkDelete] = useState<{ ids: number[]; clear: () => void } | null>(null)

  const failed = (error: unknown) => toast(error instanceof ApiError && error.status !== 0 ? error.message : t('toasts.failed'), 'error')

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast(t('toasts.deleted', { name: deleting.fullName }), 'success')
      setDeleting(null)
    } catch (error) {
      failed(error)
    }
  }

  const confirmBulkDelete = async () => {
    if (!bulkDelete) return
    const done = await removeMany.mutateAsync(bulkDelete.ids)
    toast(t('toasts.bulkDeleted', { count: formatNumber(done) }), done === bulkDelete.ids.length ? 'success' : 'warning')
    bulkDelete.clear()
    setBulkDelete(null)
  }

  const { exporting, exportCsv } = useCsvExport<User, [rows?: User[]]>({
    load: (rows) => rows ?? fetchAllUsers(state.query),
    file: (all) => ({ name: datedCsvName('users'), csv: usersCsv(all, t) }),
    onDone: (count) => toast(t('toasts.exported', { count: formatNumber(count) }), 'success'),
    onError: failed,
  })

  const label = title ?? t('list.title')
  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden />
      {t('list.add')}
    </Button>
  )
  return (
    <Card className="overflow-hidden">
      {title && (
        <CardHeader className="border-b border-border pb-4">
          <div>
            <CardTitle>{title}</CardTitle>
            {subtitle && <CardSubtitle>{subtitle}</CardSubtitle>}
          </div>
        </CardHeader>
      )}
      <DataTable
        label={label}
        columns={columns}
        data={users.data?.rows}
        total={users.data?.total}
        state={state}
        getRowId={(u) => u.id}
        getRowLabel={(u) => u.fullName}
        loading={users.isPending}
        fetching={users.isFetching}
        error={users.isError ? (users.error instanceof ApiError ? users.error.message : true) : false}
        onRetry={() => users.refetch()}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        filters={
          <>
            <FilterSelect
              table={state}
              name="role"
              label={t('fields.role')}
              placeholder={t('filters.allRoles')}
              options={(roles.data ?? []).map((r) => ({ value: r.name, label: roleLabel(t, r.name) }))}
            />
            <FilterSelect
              table={state}
              name="plan"
              label={t('fields.plan')}
              placeholder={t('filters.allPlans')}
              options={USER_PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))}
            />
            <FilterSelect
              table={state}
              name="status"
              label={t('fields.status')}
              placeholder={t('filters.allStatuses')}
              options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </>
        }
        toolbar={
          <>
            <Button variant="outlined" color="secondary" onClick={() => exportCsv()} loading={exporting} disabled={users.data?.total === 0}>
              <Download aria-hidden />
              {t('list.export')}
            </Button>
            {addButton}
          </>
        }
        bulkActions={({ ids, rows, clear }) => (
          <>
            <Button size="sm" variant="tonal" color="secondary" onClick={() => exportCsv(rows)}>
              <Download aria-hidden />
              {t('bulk.export')}
            </Button>
            <Button size="sm" variant="tonal" color="error" onClick={() => setBulkDelete({ ids: ids.map(Number), clear })}>
              <Trash2 aria-hidden />
              {t('bulk.delete')}
            </Button>
          </>
        )}
        rowActions={(u) => (
          <>
            <Link
              to={linkTo('userView', { id: u.id })}
              aria-label={t('actions.view', { name: u.fullName })}
              title={t('actions.view', { name: u.fullName })}
              className="inline-flex size-8 items-center justify-center rounded-full text-muted transition-colors hover:bg-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-[18px]"
            >
              <Eye aria-hidden />
            </Link>
            <IconButton size="sm" label={t('actions.edit', { name: u.fullName })} onClick={() => setEditing(u)}>
              <Pencil />
            </IconButton>
            <IconButton size="sm" color="error" label={t('actions.delete', { name: u.fullName })} onClick={() => setDeleting(u)}>
              <Trash2 />
            </IconButton>
          </>
        )}
        // When searched or filtered, the table's own "no match" + "Clear filters" state says it best.
        empty={state.isFiltered ? undefined : { icon: <UserPlus />, message: t('list.empty'), action: addButton }}
      />

      <UserAddDrawer open={adding} onClose={() => setAdding(false)} />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title={t('delete.title')}
        message={t('delete.message', { name: deleting?.fullName ?? '' })}
        confirmLabel={t('common:actions.delete')}
      />
      <ConfirmDialog
        open={bulkDelete !== null}
        onClose={() => setBulkDelete(null)}
        onConfirm={confirmBulkDelete}
        busy={removeMany.isPending}
        title={t('bulk.deleteTitle')}
        message={t('bulk.deleteMessage', { count: formatNumber(bulkDelete?.ids.length ?? 0) })}
        confirmLabel={t('common:actions.delete')}
      />
    </Card>
  )
}

/** The users table with its own URL state, for a page that shows it under something else (the roles page). */
export function UsersTableSection({ title, subtitle }: { title?: string; subtitle?: string }) {
  const state = useUsersTableState()
  return <UsersTable state={state} title={title} subtitle={subtitle} />
}
