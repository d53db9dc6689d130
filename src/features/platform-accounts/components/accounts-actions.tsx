import { Pause, Pencil, Play, SlidersHorizontal, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Account, Platform } from '@/api/contracts/platform'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { useAccountMutations, useToggleAccount } from '../api/accounts'
import type { AccountsDialogs } from './accounts-dialogs'

/** An account row's actions: edit, pause/resume (at once), delete (confirmed). */
export function AccountsRowActions({ platform, account: a, dialogs }: { platform: Platform; account: Account; dialogs: AccountsDialogs }) {
  const { t } = useTranslation('platform')
  const toggle = useToggleAccount(platform, a)
  const action = a.status === 'paused' ? 'resume' : 'pause'
  return (
    <>
      <IconButton size="sm" label={t('accounts.actions.edit', { name: a.name })} onClick={() => dialogs.open('edit', a)}>
        <Pencil />
      </IconButton>
      <IconButton
        size="sm"
        label={t(`accounts.actions.${action}`, { name: a.name })}
        onClick={() => toggle.mutate({ ids: [a.id], action })}
      >
        {a.status === 'paused' ? <Play /> : <Pause />}
      </IconButton>
      <IconButton size="sm" color="error" label={t('accounts.actions.delete', { name: a.name })} onClick={() => dialogs.open('delete', a)}>
        <Trash2 />
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
