import { FolderInput, Mail, MailOpen, RefreshCw, RotateCcw, Tag, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EMAIL_LABELS } from '@/api/contracts/email'
import { Checkbox } from '@/ui/checkbox'
import { IconButton } from '@/ui/icon-button'
import { Menu, MenuButton, MenuItem, MenuPanel } from '@/ui/menu'
import { LABEL_KEYS, MOVE_TARGETS, VIEW_KEYS } from '../lib/email-meta'
import type { MailActions, Selection } from '../lib/use-mailbox'
import { LabelDot } from './mail-sidebar'

const menuButtonClass =
  'inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text disabled:opacity-50 [&_svg]:size-[22px]'

/**
 * The action bar above the list: select all (indeterminate when some), then for the selection:
 * trash (restore in the trash), read / unread, move to a folder, toggle a label; refresh.
 */
export function MailToolbar({
  selection,
  actions,
  inTrash,
  onRefresh,
  refreshing,
}: {
  selection: Selection
  actions: MailActions
  inTrash: boolean
  onRefresh: () => void
  refreshing: boolean
}) {
  const { t } = useTranslation(['email', 'common'])
  const ids = selection.ids
  const none = ids.length === 0
  const done = (run: () => void) => () => {
    run()
    selection.clear()
  }
  return (
    <div role="toolbar" aria-label={t('actions.label')} className="flex min-h-14 flex-wrap items-center gap-1 border-b border-border px-3">
      <Checkbox
        hideLabel
        label={t('list.selectAll')}
        checked={selection.all}
        indeterminate={selection.some}
        onChange={selection.setAll}
        className="p-2.5"
      />
      {!none && (
        <>
          <span className="px-1 text-sm text-muted" aria-live="polite">
            {t('list.selected', { count: ids.length })}
          </span>
          {inTrash ? (
            <IconButton label={t('actions.restore')} onClick={done(() => actions.restore(ids))}>
              <RotateCcw />
            </IconButton>
          ) : (
            <IconButton label={t('actions.trash')} onClick={done(() => actions.trash(ids))}>
              <Trash2 />
            </IconButton>
          )}
          <IconButton label={t('actions.markRead')} onClick={() => actions.markRead(ids, true)}>
            <MailOpen />
          </IconButton>
          <IconButton label={t('actions.markUnread')} onClick={() => actions.markRead(ids, false)}>
            <Mail />
          </IconButton>
          <Menu>
            <MenuButton className={menuButtonClass} aria-label={t('actions.move')} title={t('actions.move')}>
              <FolderInput aria-hidden />
            </MenuButton>
            <MenuPanel anchor="bottom start">
              {MOVE_TARGETS.map((folder) => (
                <MenuItem key={folder} onClick={done(() => actions.move(ids, folder))}>
                  {t(`folders.${VIEW_KEYS[folder]}`)}
                </MenuItem>
              ))}
            </MenuPanel>
          </Menu>
          <Menu>
            <MenuButton className={menuButtonClass} aria-label={t('actions.toggleLabel')} title={t('actions.toggleLabel')}>
              <Tag aria-hidden />
            </MenuButton>
            <MenuPanel anchor="bottom start">
              {EMAIL_LABELS.map((label) => (
                <MenuItem key={label} icon={<LabelDot label={label} />} onClick={() => actions.toggleLabel(ids, label)}>
                  {t(`labels.${LABEL_KEYS[label]}`)}
                </MenuItem>
              ))}
            </MenuPanel>
          </Menu>
        </>
      )}
      <IconButton label={t('actions.refresh')} onClick={onRefresh} disabled={refreshing} className="ms-auto">
        <RefreshCw className={refreshing ? 'motion-safe:animate-spin' : undefined} />
      </IconButton>
    </div>
  )
}
