import { useTranslation } from 'react-i18next'
import type { User } from '@/api/contracts/users'
import { formatNumber } from '@/lib/format'
import type { DialogState } from '@/lib/use-dialog-state'
import { DeleteConfirmDialogs } from '@/ui/delete-confirm-dialogs'
import { useUserMutations } from '../api/user-mutations'
import { UserAddDrawer } from './user-add-drawer'
import { UserEditDialog } from './user-edit-dialog'

export type UsersDialog = 'add' | 'edit' | 'delete' | 'bulkDelete'
/** What a dialog of the users table is for: a user, or the selected ids (bulk delete). */
export type UsersDialogRow = User | { ids: number[]; clear: () => void }
export type UsersDialogs = DialogState<UsersDialog, UsersDialogRow>

const asUser = (row: UsersDialogRow | null) => (row && 'fullName' in row ? row : null)
const asBulk = (row: UsersDialogRow | null) => (row && 'ids' in row ? row : null)

/** The dialogs of the users table: add drawer, edit, delete and bulk delete confirmations. */
export function UsersDialogs({ dialogs }: { dialogs: UsersDialogs }) {
  const { t } = useTranslation(['users', 'common'])
  const deleting = asUser(dialogs.rowOf('delete'))
  const bulk = asBulk(dialogs.rowOf('bulkDelete'))
  const { remove, removeMany } = useUserMutations(() => deleting?.fullName)

  return (
    <>
      <UserAddDrawer open={dialogs.isOpen('add')} onClose={dialogs.close} />
      <UserEditDialog user={dialogs.isOpen('edit') ? asUser(dialogs.rowOf('edit')) : null} onClose={dialogs.close} />
      <DeleteConfirmDialogs
        onClose={dialogs.close}
        one={{
          open: dialogs.isOpen('delete'),
          id: deleting?.id,
          remove,
          title: t('delete.title'),
          message: t('delete.message', { name: deleting?.fullName ?? '' }),
        }}
        many={{
          open: dialogs.isOpen('bulkDelete'),
          selection: bulk,
          removeMany,
          title: t('bulk.deleteTitle'),
          message: t('bulk.deleteMessage', { count: formatNumber(bulk?.ids.length ?? 0) }),
        }}
      />
    </>
  )
}
