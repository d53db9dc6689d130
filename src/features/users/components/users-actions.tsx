import { Download, Eye, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { User } from '@/api/contracts/users'
import { linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import type { UsersDialogs } from './users-dialogs'

/** A user row's actions: view (link), edit, delete. */
export function UsersRowActions({ user: u, dialogs }: { user: User; dialogs: UsersDialogs }) {
  const { t } = useTranslation('users')
  return (
    <>
      <Link
        to={linkTo('userView', { id: u.id })}
        aria-label={t('actions.view', { name: u.fullName })}
        title={t('actions.view', { name: u.fullName })}
        className="inline-flex size-8 items-center justify-center rounded-full text-muted transition-colors hover:bg-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-[18px]"
      >
        <Eye aria-hidden />
      </Link>
      <IconButton size="sm" label={t('actions.edit', { name: u.fullName })} onClick={() => dialogs.open('edit', u)}>
        <Pencil />
      </IconButton>
      <IconButton size="sm" color="error" label={t('actions.delete', { name: u.fullName })} onClick={() => dialogs.open('delete', u)}>
        <Trash2 />
      </IconButton>
    </>
  )
}

/** The selection's actions: export the selected users, delete them. */
export function UsersBulkActions({
  ids,
  rows,
  clear,
  dialogs,
  exportCsv,
}: {
  ids: (string | number)[]
  rows: User[]
  clear: () => void
  dialogs: UsersDialogs
  exportCsv: (rows: User[]) => void
}) {
  const { t } = useTranslation('users')
  return (
    <>
      <Button size="sm" variant="tonal" color="secondary" onClick={() => exportCsv(rows)}>
        <Download aria-hidden />
        {t('bulk.export')}
      </Button>
      <Button size="sm" variant="tonal" color="error" onClick={() => dialogs.open('bulkDelete', { ids: ids.map(Number), clear })}>
        <Trash2 aria-hidden />
        {t('bulk.delete')}
      </Button>
    </>
  )
}
