import { Download, Plus, UserPlus } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, USER_STATUSES, type User } from '@/api/contracts/users'
import { errorText } from '@/api/resources'
import { formatNumber } from '@/lib/format'
import { roleLabel } from '@/lib/role-label'
import { useDialogState } from '@/lib/use-dialog-state'
import { Button } from '@/ui/button'
import { Card, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { DataTable, fromQuery, datedCsvName, useCsvExport, useTableState, type TableState } from '@/ui/data-table'
import { FilterSelect } from '@/ui/filter-select'
import { useToast } from '@/ui/toast'
import { useRoles } from '../api/get-role-options'
import { fetchAllUsers, useUsers, USER_FILTERS, type UserFilter } from '../api/get-users'
import { userColumns } from '../columns/user-columns'
import { usersCsv } from '../lib/users-csv'
import { UsersBulkActions, UsersRowActions } from './users-actions'
import { UsersDialogs, type UsersDialog, type UsersDialogRow } from './users-dialogs'

/** The users table's URL state: ?q, sortBy, orderBy, page, itemsPerPage, role, plan, status. */
/** The users table's URL state (the user list page's prefetch asks for the same query while it loads). */
export const USERS_TABLE = { filters: USER_FILTERS }
export const useUsersTableState = () => useTableState(USERS_TABLE)

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
  const columns = useMemo(() => userColumns(t), [t])
  const dialogs = useDialogState<UsersDialog, UsersDialogRow>()

  const { exporting, exportCsv } = useCsvExport<User, [rows?: User[]]>({
    load: (rows) => rows ?? fetchAllUsers(state.query),
    file: (all) => ({ name: datedCsvName('users'), csv: usersCsv(all, t) }),
    onDone: (count) => toast(t('toasts.exported', { count: formatNumber(count) }), 'success'),
    onError: (error) => toast(errorText(error, t('toasts.failed')), 'error'),
  })

  const label = title ?? t('list.title')
  const addButton = (
    <Button onClick={() => dialogs.open('add')}>
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
        {...fromQuery(users)}
        state={state}
        getRowId={(u) => u.id}
        getRowLabel={(u) => u.fullName}
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
          <UsersBulkActions ids={ids} rows={rows} clear={clear} dialogs={dialogs} exportCsv={exportCsv} />
        )}
        rowActions={(u) => <UsersRowActions user={u} dialogs={dialogs} />}
        // When searched or filtered, the table's own "no match" + "Clear filters" state says it best.
        empty={state.isFiltered ? undefined : { icon: <UserPlus />, message: t('list.empty'), action: addButton }}
      />
      <UsersDialogs dialogs={dialogs} />
    </Card>
  )
}

/** The users table with its own URL state, for a page that shows it under something else (the roles page). */
export function UsersTableSection({ title, subtitle }: { title?: string; subtitle?: string }) {
  const state = useUsersTableState()
  return <UsersTable state={state} title={title} subtitle={subtitle} />
}
