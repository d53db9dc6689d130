import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Circle, CornerDownLeft, LoaderCircle, Search } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/use-session'
import { allowedResults, useAppSearch, useDebounced } from './app-search'
import { navIcon } from '../nav-icon'

/**
 * App search (Ctrl/Cmd+K): asks GET /api/app-bar/search (debounced, in the current language),
 * groups by category (at most 5 each, by the API), and keeps only the routes the user may open.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { ability } = useSession()
  const [q, setQ] = useState('')
  const [active, setActive] = useState(0)
  const needle = useDebounced(q.trim(), 200)
  const { data, isFetching, isError } = useAppSearch(needle, i18n.resolvedLanguage ?? i18n.language, open)

  const groups = useMemo(() => allowedResults(data ?? [], ability), [data, ability])
  const flat = useMemo(() => groups.flatMap((g) => g.items), [groups])

  useEffect(() => setActive(0), [needle, data])
  useEffect(() => {
    if (!open) setQ('')
  }, [open])

  const go = (i: number) => {
    const hit = flat[i]
    if (!hit) return
    onClose()
    navigate(hit.url)
  }
  const optionId = (i: number) => `app-search-option-${i}`

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
            {isFetching ? (
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
                } else if (e.key === 'Enter') go(active)
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
          <ul id="app-search-results" role="listbox" aria-busy={isFetching} className="max-h-[60vh] overflow-y-auto p-2">
            {!data && isFetching && <li className="px-4 py-10 text-center text-muted">{t('states.loading')}</li>}
            {isError && <li className="px-4 py-10 text-center text-error">{t('states.error')}</li>}
            {!isError && data && groups.length === 0 && (
              <li className="px-4 py-10 text-center text-muted">{t('search.noResults', { q: needle })}</li>
            )}
            {groups.map((g) => (
              <li key={g.category} role="presentation">
                <p className="px-3 pt-3 pb-1 text-xs font-medium tracking-wide text-subtle uppercase">
                  {t(`search.categories.${g.category}`)}
                </p>
                <ul role="presentation">
                  {g.items.map((hit) => {
                    const i = flat.indexOf(hit)
                    const Icon = hit.route.nav ? navIcon(hit.route.nav.icon) : Circle
                    return (
                      <li
                        key={hit.url}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        onMouseEnter={() => setActive(i)}
                        onClick={() => go(i)}
                        className={cn(
                          'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5',
                          i === active && 'bg-primary/10 text-primary',
                        )}
                      >
                        <Icon className="size-5" aria-hidden />
                        <span className="flex-1">{hit.title}</span>
                        {i === active && <CornerDownLeft className="size-4 rtl:-scale-x-100" aria-hidden />}
                      </li>
                    )
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
