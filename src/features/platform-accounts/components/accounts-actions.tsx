import { Pause, Play, SlidersHorizontal, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Account, Platform } from '@/api/contracts/platform'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { MenuItem } from '@/ui/menu'
import { RecordMenu } from '@/ui/record-menu'
import { useAccountMutations } from '../api/accounts'
import type { AccountsDialogs } from './accounts-dialogs'
import { rowIcons } from './row-icons'

/**
 * An account row's actions: edit, pause/resume (at once: the table's `toggle`, useToggleAccount),
 * delete (confirmed). Three icon buttons; `compact` (tablet width): one "⋮" menu button holding
 * them (fewer elements per row).
 */
export function AccountsRowActions({
  account: a,
  dialogs,
  toggle,
  compact = false,
}: {
  account: Account
  dialogs: AccountsDialogs
  toggle: (account: Account) => void
  compact?: boolean
}) {
  const { t } = useTranslation('platform')
  const action = a.status === 'paused' ? 'resume' : 'pause'
  const edit = () => dialogs.open('edit', a)
  const remove = () => dialogs.open('delete', a)
  const switchState = () => toggle(a)
  if (compact)
    return (
      <RecordMenu
        label={t('accounts.actions.menu', { name: a.name })}
        className="inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text"
        iconClassName="size-[18px]"
        onEdit={edit}
        onDelete={remove}
        extra={
          <MenuItem icon={action === 'resume' ? <Play /> : <Pause />} onClick={switchState}>
            {t(`accounts.bulk.${action}`)}
          </MenuItem>
        }
      />
    )
  return (
    <>
      <IconButton size="sm" label={t('accounts.actions.edit', { name: a.name })} onClick={edit}>
        <rowIcons.Icon name="edit" />
      </IconButton>
      <IconButton size="sm" label={t(`accounts.actions.${action}`, { name: a.name })} onClick={switchState}>
        <rowIcons.Icon name={action} />
      </IconButton>
      <IconButton size="sm" color="error" label={t('accounts.actions.delete', { name: a.name })} onClick={remove}>
        <rowIcons.Icon name="delete" />
      </IconButton>
    </>
  )
}

/** The selection's actions: pause and resume at once, assign a strategy or delete through a dialog. */
export function AccountsBulkActions({
  platform,
  ids,
  clear,
  dialogs,
}: {
  platform: Platform
  ids: (string | number)[]
  clear: () => void
  dialogs: AccountsDialogs
}) {
  const { t } = useTranslation('platform')
  const { bulk } = useAccountMutations(platform)
  const numeric = ids.map(Number)
  const run = (action: 'pause' | 'resume') => bulk.mutate({ ids: numeric, action }, { onSuccess: clear })
  return (
    <>
      <Button
        size="sm"
        variant="tonal"
        color="secondary"
        loading={bulk.isPending && bulk.variables?.action === 'pause'}
        onClick={() => run('pause')}
      >
        <Pause aria-hidden />
        {t('accounts.bulk.pause')}
      </Button>
      <Button
        size="sm"
        variant="tonal"
        color="success"
        loading={bulk.isPending && bulk.variables?.action === 'resume'}
        onClick={() => run('resume')}
      >
        <Play aria-hidden />
        {t('accounts.bulk.resume')}
      </Button>
      <Button size="sm" variant="tonal" color="primary" onClick={() => dialogs.open('bulkAssign', { ids: numeric, clear })}>
        <SlidersHorizontal aria-hidden />
        {t('accounts.bulk.assign')}
      </Button>
      <Button size="sm" variant="tonal" color="error" onClick={() => dialogs.open('bulkDelete', { ids: numeric, clear })}>
        <Trash2 aria-hidden />
        {t('accounts.bulk.delete')}
      </Button>
    </>
  )
}
