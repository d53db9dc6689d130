import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Permission } from '@/api/contracts/permissions'
import { useDialogState } from '@/lib/use-dialog-state'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DataTable, fromQuery, listPrefetch, useTableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { IconButton } from '@/ui/icon-button'
import { PageHeader } from '@/ui/page-header'
import { permissionsQuery, usePermissionMutations, usePermissions } from '../api/permissions'
import { permissionColumns } from '../columns/permission-columns'
import { PermissionDialog } from '../components/permission-dialog'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['roles']

/** The table's options (the URL's defaults). */
const TABLE = {}

/** The rows the URL asks for, asked for while the page's code loads (the table's own query). */
export const prefetch = listPrefetch(TABLE, permissionsQuery)

/**
 * /apps/permissions: the permissions table (name, assigned roles as chips, creation date) with
 * server-side search (name, date or role prefix), sort by name and paging; add, edit, delete.
 */
export default function PermissionsPage() {
  const { t } = useTranslation(['roles', 'common'])
  const table = useTableState(TABLE)
  const permissions = usePermissions(table.query)
  const columns = useMemo(() => permissionColumns(t), [t])
  const dialogs = useDialogState<'edit' | 'delete', Permission>()
  const deleting = dialogs.rowOf('delete')
  const { remove } = usePermissionMutations(() => deleting?.name)

  const add = (
    <Button onClick={() => dialogs.open('edit')}>
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
          {...fromQuery(permissions)}
          state={table}
          getRowId={(p) => p.id}
          getRowLabel={(p) => p.name}
          search={{ label: t('permissions.search'), placeholder: t('permissions.searchPlaceholder') }}
          toolbar={add}
          rowActions={(p) => (
            <>
              <IconButton size="sm" label={t('permissions.actions.edit', { name: p.name })} onClick={() => dialogs.open('edit', p)}>
                <Pencil />
              </IconButton>
              <IconButton
                size="sm"
                color="error"
                label={t('permissions.actions.delete', { name: p.name })}
                onClick={() => dialogs.open('delete', p)}
              >
                <Trash2 />
              </IconButton>
            </>
          )}
          empty={table.isFiltered ? undefined : { icon: <KeyRound />, message: t('permissions.empty'), action: add }}
        />
      </Card>
      <PermissionDialog open={dialogs.isOpen('edit')} permission={dialogs.rowOf('edit')} onClose={dialogs.close} />
      <ConfirmDialog
        open={dialogs.isOpen('delete')}
        onClose={dialogs.close}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: dialogs.close })}
        busy={remove.isPending}
        title={t('permissions.delete.title')}
        message={t('permissions.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:actions.delete')}
      />
    </div>
  )
}
