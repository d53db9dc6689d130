import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Email } from '@/api/contracts/email'
import type { ComposeState } from '../components/compose-dialog'
import { rowButtonId } from '../components/mail-list'
import { BLANK, draftValues, forwardValues } from './compose-values'
import { useMailShortcuts } from './mail-shortcuts'
import type { MailActions, Selection } from './use-mailbox'

const focusRow = (id: number | undefined) =>
  id !== undefined && requestAnimationFrame(() => document.getElementById(rowButtonId(id))?.focus())

/**
 * Where the user is in the page shown: the keyboard cursor, the open e-mail (and whether the reply
 * card is open), and what each shortcut does. An open e-mail belongs to its view (`viewKey`): it
 * closes when the view changes or when it leaves the view (trashed, moved).
 */
export function useMailNavigation({
  rows,
  viewKey,
  actions,
  selection,
  setComposer,
  setHelp,
  searchId,
}: {
  rows: Email[] | undefined
  viewKey: string
  actions: MailActions
  selection: Selection
  setComposer: (state: ComposeState) => void
  setHelp: (open: boolean) => void
  searchId: string
}) {
  const { t } = useTranslation(['email', 'common'])
  const [cursor, setCursor] = useState<number>()
  const [opened, setOpened] = useState<{ id: number; view: string }>()
  const [replying, setReplying] = useState(false)
  const list = rows ?? []
  const indexOf = (id: number | undefined) => (id === undefined ? -1 : list.findIndex((r) => r.id === id))
  const openIndex = opened && opened.view === viewKey ? indexOf(opened.id) : -1
  const open = openIndex >= 0 ? { email: list[openIndex]!, index: openIndex } : undefined
  const cursorEmail = list[indexOf(cursor)]
  const target = open?.email ?? cursorEmail

  function openEmail(id: number) {
    const email = list.find((r) => r.id === id)
    if (!email) return
    setCursor(id)
    setReplying(false)
    if (email.folder === 'draft' && !email.isDeleted) {
      setComposer({ draftId: id, values: draftValues(email) })
      return
    }
    setOpened({ id, view: viewKey })
    if (!email.isRead) actions.markRead([id], true)
  }

  function close() {
    setOpened(undefined)
    setReplying(false)
    focusRow(open?.email.id ?? cursor)
  }

  function step(delta: 1 | -1) {
    const from = open ? open.index : indexOf(cursor)
    const next = list[Math.min(list.length - 1, Math.max(0, from + delta))]
    if (!next) return
    if (open) return openEmail(next.id)
    setCursor(next.id)
    focusRow(next.id)
  }

  /** Trash from the open e-mail moves on to the next one (or back to the list). */
  function trash() {
    if (open) {
      actions.trash([open.email.id])
      const next = list[open.index + 1] ?? list[open.index - 1]
      if (next) openEmail(next.id)
      else close()
      return
    }
    const ids = selection.ids.length ? selection.ids : cursorEmail ? [cursorEmail.id] : []
    if (ids.length) actions.trash(ids)
    selection.clear()
  }

  const forward = () => target && setComposer({ values: forwardValues(target, t) })
  const editDraft = () => open && setComposer({ draftId: open.email.id, values: draftValues(open.email) })

  useMailShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    openEmail: () => cursorEmail && openEmail(cursorEmail.id),
    close: () => open && close(),
    reply: () => {
      if (!target || target.folder === 'draft') return
      if (!open) openEmail(target.id)
      setReplying(true)
    },
    forward,
    trash,
    star: () => target && actions.star([target.id], !target.isStarred),
    select: () => cursorEmail && selection.toggle(cursorEmail.id),
    compose: () => setComposer({ values: BLANK }),
    search: () => document.querySelector<HTMLInputElement>(`#${searchId} input`)?.focus(),
    help: () => setHelp(true),
  })

  return {
    cursor: cursorEmail?.id,
    open,
    replying,
    setReplying,
    openEmail,
    close,
    trash,
    next: () => step(1),
    previous: () => step(-1),
    forward,
    editDraft,
  }
}
