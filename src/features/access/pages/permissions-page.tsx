import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import type { Permission } from '@/api/contracts/permissions'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DataTable, useTableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { IconButton } from '@/ui/icon-button'
import { PageHeader } from '@/ui/page-header'
import { useToast } from '@/ui/toast'
import { usePermissionMutations, usePermissions } from '../api/permissions'
import { permissionColumns } from '../columns/permission-columns'
import { PermissionDialog } from '../components/permission-dialog'

/**
 * /apps/permissions: the permissions table (name, assigned roles as chips, creation date) with
 * server-side search (name, date or role prefix), sort by name and paging; add, edit, delete.
 */
export default function PermissionsPage() {
  const { t } = useTranslation('roles')
  const toast = useToast()
  const table = useTableState()
  const permissions = usePermissions(table.query)
  const { remove } = usePermissionMutations()
  const columns = useMemo(() => permissionColumns(t), [t])
  const [dialog, setDialog] = useState<{ permission: Permission | null } | null>(null)
  const [deleting, setDeleting] = useState<Permission | null>(null)

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast(t('permissions.toasts.deleted', { name: deleting.name }), 'success')
      setDeleting(null)
    } catch (error) {
      toast(error instanceof ApiError ? error.message : t('permissions.toasts.failed'), 'error')
    }
  }

  const add = (
    <Button onClick={() => setDialog({ permission: null })}>
      <Plus aria-hidden />
      {t('permissions.add')}
    </Button>
  )

  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('permissions.title')} subtitle={t('permissions.subtitle')} />
      <Card className="overflow-hidden">
        <DataTable
          label={t('permissions.title')}
          columns={columns}
          data={permissions.data?.rows}
          total={permissions.data?.total}
          state={table}
          getRowId={(p) => p.id}
          getRowLabel={(p) => p.name}
          loading={permissions.isPending}
          fetching={permissions.isFetching}
          error={permissions.isError ? (permissions.error instanceof ApiError ? permissions.error.message : true) : false}
          onRetry={() => permissions.refetch()}
          search={{ label: t('permissions.search'), placeholder: t('permissions.searchPlaceholder') }}
          toolbar={add}
          rowActions={(p) => (
            <>
              <IconButton size="sm" label={t('permissions.actions.edit', { name: p.name })} onClick={() => setDialog({ permission: p })}>
                <Pencil />
              </IconButton>
              <IconButton size="sm" color="error" label={t('permissions.actions.delete', { name: p.name })} onClick={() => setDeleting(p)}>
                <Trash2 />
              </IconButton>
            </>
          )}
          empty={table.isFiltered ? undefined : { icon: <KeyRound />, message: t('permissions.empty'), action: add }}
        />
      </Card>
      <PermissionDialog open={dialog !== null} permission={dialog?.permission ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title={t('permissions.delete.title')}
        message={t('permissions.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:actions.delete')}
      />
    </div>
  )
}
