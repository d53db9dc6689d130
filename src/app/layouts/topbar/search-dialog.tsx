import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { LoaderCircle, Search } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useRecordSearch } from '@/api/resources/search'
import { useSession } from '@/lib/use-session'
import { allowedResults, useAppSearch, useDebounced } from './app-search'
import { allowedRecordGroups } from './search-record-links'
import { useRecentSearches } from './search-recent'
import { SearchSections, optionId, type SearchOption, type SearchSection } from './search-results'

/**
 * App search (Ctrl/Cmd+K): pages from GET /api/app-bar/search (debounced, in the current
 * language, grouped by category, at most 5 each, only routes the user may open), then the records
 * the user may see from GET /api/search/records (issue #23), each hit showing what matched and
 * opening its screen. An empty query shows the user's recent searches. Arrows move, Enter opens.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { ability, userData } = useSession()
  const [q, setQ] = useState('')
  const [active, setActive] = useState(0)
  const needle = useDebounced(q.trim(), 200)
  const pages = useAppSearch(needle, i18n.resolvedLanguage ?? i18n.language, open)
  const records = useRecordSearch(needle, userData?.id, open)
  const recent = useRecentSearches(userData?.id)

  const sections = useMemo(() => {
    const out: SearchSection[] = []
    if (!q.trim() && recent.items.length)
      out.push({
        key: 'recent',
        heading: t('search.recent'),
        options: recent.items.map((r) => ({ type: 'recent', key: `recent:${r}`, q: r })),
      })
    for (const g of allowedResults(pages.data ?? [], ability))
      out.push({
        key: g.category,
        heading: t(`search.categories.${g.category}`),
        options: g.items.map((hit) => ({ type: 'page', key: hit.url, url: hit.url, hit })),
      })
    for (const g of allowedRecordGroups(records.data?.groups ?? [], ability))
      out.push({
        key: `records:${g.kind}`,
        heading: t(`search.records.${g.kind}`),
        options: g.items.map((hit) => ({ type: 'record', key: `${g.kind}:${hit.id}`, url: hit.url, hit })),
      })
    return out
  }, [q, recent.items, pages.data, records.data, ability, t])
  const flat = useMemo(() => sections.flatMap((s) => s.options), [sections])
  const found = flat.some((o) => o.type !== 'recent')
  const fetching = pages.isFetching || records.isFetching
  const loaded = pages.data !== undefined && (records.data !== undefined || !records.isEnabled)

  useEffect(() => setActive(0), [needle, pages.data, records.data])
  useEffect(() => {
    if (!open) setQ('')
  }, [open])

  const choose = (i: number) => {
    const option: SearchOption | undefined = flat[i]
    if (!option) return
    if (option.type === 'recent') {
      setQ(option.q)
      return
    }
    recent.remember(q)
    onClose()
    navigate(option.url)
  }

  return (
    <Dialog open={open} onClose={onClose} className="relative z-[70]">
      <DialogBackdrop transition className="fixed inset-0 bg-black/50 transition data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[10vh]">
        <DialogPanel
          transition
          className="w-full max-w-2xl overflow-hidden rounded-xl bg-surface shadow-pop transition data-closed:scale-95 data-closed:opacity-0"
        >
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <div className="flex items-center gap-3 border-b border-border px-4">
            {fetching ? (
              <LoaderCircle className="size-5 animate-spin text-muted" aria-hidden />
            ) : (
              <Search className="size-5 text-muted" aria-hidden />
            )}
            <input
              autoFocus
              value={q}
              onChange={(e) => setQ(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') {
                  e.preventDefault()
                  setActive((a) => Math.min(a + 1, flat.length - 1))
                } else if (e.key === 'ArrowUp') {
                  e.preventDefault()
                  setActive((a) => Math.max(a - 1, 0))
                } else if (e.key === 'Enter') {
                  e.preventDefault()
                  choose(active)
                }
              }}
              role="combobox"
              aria-expanded
              aria-controls="app-search-results"
              aria-activedescendant={flat[active] ? optionId(active) : undefined}
              aria-label={t('search.placeholder')}
              placeholder={t('search.placeholder')}
              className="h-14 flex-1 bg-transparent text-base outline-none placeholder:text-subtle"
            />
            <kbd className="rounded border border-border px-1.5 text-xs text-muted">Esc</kbd>
          </div>
          <ul id="app-search-results" role="listbox" aria-busy={fetching} className="max-h-[60vh] overflow-y-auto p-2">
            {!loaded && fetching && <li className="px-4 py-10 text-center text-muted">{t('states.loading')}</li>}
            {(pages.isError || records.isError) && !found && <li className="px-4 py-10 text-center text-error">{t('states.error')}</li>}
            {!pages.isError && !records.isError && loaded && !fetching && !found && needle !== '' && (
              <li className="px-4 py-10 text-center text-muted">{t('search.noResults', { q: needle })}</li>
            )}
            <SearchSections sections={sections} active={active} onActive={setActive} onChoose={choose} />
          </ul>
          {!q.trim() && recent.items.length > 0 && (
            <div className="flex justify-end border-t border-border px-4 py-2">
              <button type="button" onClick={recent.clear} className="rounded px-2 py-1 text-sm text-muted hover:text-primary">
                {t('search.clearRecent')}
              </button>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
