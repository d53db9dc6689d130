import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router-dom'
import type { Email, EmailFilter, EmailFolder, EmailLabel } from '@/api/contracts/email'
import { emails, type EmailListParams } from '@/api/resources/email'
import { isFilter, isLabel, LABEL_KEYS, VIEW_KEYS } from './email-meta'

export const MAIL_PAGE_SIZES = [10, 20, 25, 50, 100] as const
const DEFAULT_PER_PAGE = 20

/** The view of the URL: `/apps/email[/filter/:filter | /label/:label]?q&page&itemsPerPage`. */
export function useMailboxParams() {
  const { filter: rawFilter, label: rawLabel } = useParams()
  const [search, setSearch] = useSearchParams()
  const label = isLabel(rawLabel) ? rawLabel : undefined
  const filter: EmailFilter = isFilter(rawFilter) ? rawFilter : 'inbox'
  const q = search.get('q') ?? ''
  const page = Math.max(1, Math.trunc(Number(search.get('page'))) || 1)
  const perPage = Number(search.get('itemsPerPage'))
  const itemsPerPage = (MAIL_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE
  const params: EmailListParams = { q: q || undefined, filter: label ? undefined : filter, label, page, itemsPerPage }

  const setQuery = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [k, v] of Object.entries(changes)) {
            if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k)
            else next.set(k, String(v))
          }
          return next
        },
        { replace: true },
      ),
    [setSearch],
  )
  return { filter, label, q, page, itemsPerPage, params, setQuery }
}

/** The bulk changes of the action bar, the row buttons and the shortcuts, with their toasts. */
export function useMailActions() {
  const { t } = useTranslation(['email', 'common'])
  const update = emails.useMutation('update', {
    failed: t('actions.failed'),
    success: (_data, body) => {
      const count = body.ids.length
      if (body.label) return t('feedback.labelled', { label: t(`labels.${LABEL_KEYS[body.label]}`), count })
      if (body.data?.isDeleted === true) return t('feedback.trashed', { count })
      if (body.data?.isDeleted === false) return t('feedback.restored', { count })
      if (body.data?.folder) return t('feedback.moved', { folder: t(`folders.${VIEW_KEYS[body.data.folder]}`), count })
      return undefined
    },
  })
  const run = update.mutate
  return useMemo(
    () => ({
      busy: update.isPending,
      trash: (ids: number[]) => run({ ids, data: { isDeleted: true } }),
      restore: (ids: number[]) => run({ ids, data: { isDeleted: false } }),
      markRead: (ids: number[], isRead: boolean) => run({ ids, data: { isRead } }),
      star: (ids: number[], isStarred: boolean) => run({ ids, data: { isStarred } }),
      move: (ids: number[], folder: EmailFolder) => run({ ids, data: { folder, isDeleted: false } }),
      toggleLabel: (ids: number[], label: EmailLabel) => run({ ids, label }),
    }),
    [run, update.isPending],
  )
}

export type MailActions = ReturnType<typeof useMailActions>

/** Checked rows of the page shown (cleared when the view changes). */
export function useSelection(rows: Email[] | undefined) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set())
  const onPage = useMemo(() => new Set((rows ?? []).map((r) => r.id)), [rows])
  // Only what is still on the page counts (a trashed or moved e-mail leaves the selection).
  const ids = useMemo(() => [...checked].filter((id) => onPage.has(id)), [checked, onPage])
  const toggle = useCallback(
    (id: number) =>
      setChecked((prev) => {
        const next = new Set(prev)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    [],
  )
  const all = onPage.size > 0 && ids.length === onPage.size
  return {
    ids,
    has: (id: number) => ids.includes(id),
    toggle,
    all,
    some: ids.length > 0 && !all,
    setAll: (on: boolean) => setChecked(on ? new Set(onPage) : new Set()),
    clear: () => setChecked(new Set()),
  }
}

export type Selection = ReturnType<typeof useSelection>
