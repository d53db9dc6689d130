import { useTranslation } from 'react-i18next'
import type { Account, Platform } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import type { DialogState } from '@/lib/use-dialog-state'
import { ConfirmDialog } from '@/ui/dialog'
import { MountWhenOpened } from '@/ui/mount-when-opened'
import { useAccountMutations } from '../api/accounts'
import { AccountFormDrawer } from './account-form-drawer'
import { AssignStrategyDialog } from './assign-strategy-dialog'

export type AccountsDialog = 'edit' | 'delete' | 'bulkDelete' | 'bulkAssign'
/** An account (edit, delete; null: a new one), or the selection of a bulk dialog. */
export type AccountsDialogRow = Account | AccountSelection
export interface AccountSelection {
  ids: number[]
  clear: () => void
}
export type AccountsDialogs = DialogState<AccountsDialog, AccountsDialogRow>

const asAccount = (row: AccountsDialogRow | null) => (row && 'name' in row ? row : null)
const asSelection = (row: AccountsDialogRow | null) => (row && 'ids' in row ? row : null)

/** The dialogs of the accounts screen: form drawer, delete, bulk delete, bulk "assign strategy". */
export function AccountsDialogs({ platform, dialogs }: { platform: Platform; dialogs: AccountsDialogs }) {
  const { t } = useTranslation(['platform', 'common'])
  const deleting = asAccount(dialogs.rowOf('delete'))
  const bulkDelete = asSelection(dialogs.rowOf('bulkDelete'))
  const bulkAssign = asSelection(dialogs.rowOf('bulkAssign'))
  const { remove, bulk } = useAccountMutations(platform, () => deleting)
  const done = (selection: AccountSelection) => () => {
    selection.clear()
    dialogs.close()
  }

  return (
    <>
      <MountWhenOpened open={dialogs.isOpen('edit')}>
        <AccountFormDrawer
          platform={platform}
          open={dialogs.isOpen('edit')}
          account={asAccount(dialogs.rowOf('edit'))}
          onClose={dialogs.close}
        />
      </MountWhenOpened>

      <ConfirmDialog
        open={dialogs.isOpen('delete')}
        onClose={dialogs.close}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: dialogs.close })}
        busy={remove.isPending}
        title={t('accounts.delete.title')}
        message={t('accounts.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:actions.delete')}
      />

      <ConfirmDialog
        open={dialogs.isOpen('bulkDelete')}
        onClose={dialogs.close}
        onConfirm={() => bulkDelete && bulk.mutate({ ids: bulkDelete.ids, action: 'delete' }, { onSuccess: done(bulkDelete) })}
        busy={bulk.isPending}
        title={t('accounts.bulk.deleteTitle')}
        message={t('accounts.bulk.deleteMessage', { count: formatNumber(bulkDelete?.ids.length ?? 0) })}
        confirmLabel={t('common:actions.delete')}
      />

      <MountWhenOpened open={dialogs.isOpen('bulkAssign')}>
        <AssignStrategyDialog
          platform={platform}
          open={dialogs.isOpen('bulkAssign')}
          count={bulkAssign?.ids.length ?? 0}
          busy={bulk.isPending}
          onClose={dialogs.close}
          onConfirm={(strategyId) =>
            bulkAssign && bulk.mutate({ ids: bulkAssign.ids, action: 'assignStrategy', strategyId }, { onSuccess: done(bulkAssign) })
          }
        />
      </MountWhenOpened>
    </>
  )
}
