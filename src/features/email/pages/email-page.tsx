import { Keyboard, MailX } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { emails } from '@/api/resources/email'
import { Card } from '@/ui/card'
import { SearchInput, TablePagination } from '@/ui/data-table'
import { EmptyState } from '@/ui/empty-state'
import { IconButton } from '@/ui/icon-button'
import { QueryState } from '@/ui/query-state'
import { ComposeDialog, type ComposeState } from '../components/compose-dialog'
import { MailList } from '../components/mail-list'
import { MailSidebar } from '../components/mail-sidebar'
import { MailToolbar } from '../components/mail-toolbar'
import { MailView } from '../components/mail-view'
import { ShortcutsDialog } from '../components/shortcuts-dialog'
import { BLANK, contactsOf } from '../lib/compose-values'
import { LABEL_KEYS, VIEW_KEYS } from '../lib/email-meta'
import { MAIL_PAGE_SIZES, useMailActions, useMailboxParams, useSelection } from '../lib/use-mailbox'
import { useMailNavigation } from '../lib/use-mail-navigation'
import type { PageModuleExtras } from '@/api/resources'

const SEARCH_ID = 'mail-search'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['email']

/**
 * /apps/email, /apps/email/filter/:filter, /apps/email/label/:label: side bar (compose, folders
 * with counts, labels), search, the action bar, one page of the view (paged by the server, so a
 * 10,000-mail folder costs one page), the open e-mail, compose, and the keyboard shortcuts.
 */
export default function EmailPage() {
  const { t } = useTranslation(['email', 'common'])
  const box = useMailboxParams()
  const list = emails.useList(box.params)
  const rows = list.data?.rows
  const actions = useMailActions()
  const selection = useSelection(rows)
  const [composer, setComposer] = useState<ComposeState | null>(null)
  const [help, setHelp] = useState(false)
  const contacts = useMemo(() => contactsOf(rows), [rows])
  const viewKey = `${box.filter}|${box.label ?? ''}|${box.q}|${box.page}|${box.itemsPerPage}`
  const nav = useMailNavigation({ rows, viewKey, actions, selection, setComposer, setHelp, searchId: SEARCH_ID })

  // The last page emptied (trashed, moved): back to the page that is now the last.
  const { total, rows: shown } = list.data ?? { total: 0, rows: [] }
  const { page, itemsPerPage, setQuery } = box
  useEffect(() => {
    if (shown.length === 0 && page > 1 && total > 0) setQuery({ page: Math.ceil(total / itemsPerPage) })
  }, [shown.length, page, total, itemsPerPage, setQuery])

  const viewName = box.label ? t(`labels.${LABEL_KEYS[box.label]}`) : t(`folders.${VIEW_KEYS[box.filter]}`)
  const sentView = !box.label && (box.filter === 'sent' || box.filter === 'draft')

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex min-h-[36rem] overflow-hidden max-md:flex-col md:h-[calc(100dvh-11rem)]">
        <MailSidebar
          meta={list.data?.meta}
          onCompose={() => setComposer({ values: BLANK })}
          className="shrink-0 border-border max-md:border-b md:w-64 md:overflow-y-auto md:border-e"
        />
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          {nav.open ? (
            <MailView
              email={nav.open.email}
              index={nav.open.index + 1}
              total={rows?.length ?? 0}
              actions={actions}
              replying={nav.replying}
              onReplyingChange={nav.setReplying}
              onPrevious={nav.open.index > 0 ? nav.previous : undefined}
              onNext={rows && nav.open.index < rows.length - 1 ? nav.next : undefined}
              onClose={nav.close}
              onTrash={nav.trash}
              onForward={nav.forward}
              onEditDraft={nav.editDraft}
            />
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
                <h1 className="text-lg font-medium text-strong">{viewName}</h1>
                <div id={SEARCH_ID} className="min-w-48 flex-1">
                  <SearchInput
                    key={`${box.filter}-${box.label}`}
                    className="[&_input]:w-full"
                    label={t('search')}
                    placeholder={t('searchPlaceholder')}
                    value={box.q}
                    onChange={(q) => box.setQuery({ q, page: undefined })}
                  />
                </div>
                <IconButton label={t('shortcuts.open')} onClick={() => setHelp(true)}>
                  <Keyboard />
                </IconButton>
              </div>
              <MailToolbar
                selection={selection}
                actions={actions}
                inTrash={!box.label && box.filter === 'trashed'}
                onRefresh={() => void list.refetch()}
                refreshing={list.isFetching}
              />
              <QueryState
                query={list}
                error={t('list.loadFailed')}
                empty={
                  <EmptyState
                    icon={<MailX />}
                    title={box.q ? t('list.emptySearch', { q: box.q }) : t('list.empty')}
                    description={t('list.emptyHint')}
                  />
                }
              >
                {(data) => (
                  <MailList
                    rows={data.rows}
                    sentView={sentView}
                    selected={selection.ids}
                    cursor={nav.cursor}
                    actions={actions}
                    onToggle={selection.toggle}
                    onOpen={nav.openEmail}
                  />
                )}
              </QueryState>
              <TablePagination
                className="border-t border-border px-3"
                page={box.page}
                itemsPerPage={box.itemsPerPage}
                total={list.data?.total}
                pageSizes={MAIL_PAGE_SIZES}
                onPageChange={(page) => box.setQuery({ page })}
                onItemsPerPageChange={(n) => box.setQuery({ itemsPerPage: n, page: undefined })}
              />
            </>
          )}
        </div>
      </Card>
      <ComposeDialog
        state={composer}
        onClose={() => setComposer(null)}
        onRestore={(values) => setComposer({ values })}
        contacts={contacts}
      />
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </div>
  )
}
