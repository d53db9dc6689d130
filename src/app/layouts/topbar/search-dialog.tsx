import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { CornerDownLeft, Search } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/use-session'
import { canOpen } from '../../nav'
import { routes } from '../../routes'
import type { SearchCategory } from '../../route-types'
import { linkTo } from '@/lib/paths'

const CATEGORIES: SearchCategory[] = ['dashboards', 'frontPages', 'appsPages', 'userInterface', 'formsTables', 'chartsMisc']

/** App search (Ctrl/Cmd+K): routes grouped by category, at most 5 each, only those the user may open. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { ability } = useSession()
  const [q, setQ] = useState('')
  const [active, setActive] = useState(0)

  const groups = useMemo(() => {
    const needle = q.trim().toLowerCase()
    return CATEGORIES.map((category) => ({
      category,
      items: routes
        .filter((r) => r.search === category && canOpen(r, ability) && t(r.title).toLowerCase().includes(needle))
        .slice(0, 5),
    })).filter((g) => g.items.length > 0)
  }, [q, ability, t])
  const flat = groups.flatMap((g) => g.items)

  useEffect(() => setActive(0), [q])
  useEffect(() => {
    if (!open) setQ('')
  }, [open])

  const go = (i: number) => {
    const r = flat[i]
    if (!r) return
    onClose()
    navigate(linkTo(r.name, r.nav?.params))
  }

  return (
    <Dialog open={open} onClose={onClose} className="relative z-[70]">
      <DialogBackdrop transition className="fixed inset-0 bg-black/50 transition data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[10vh]">
        <DialogPanel transition className="w-full max-w-2xl overflow-hidden rounded-xl bg-surface shadow-pop transition data-closed:scale-95 data-closed:opacity-0">
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <div className="flex items-center gap-3 border-b border-border px-4">
            <Search className="size-5 text-muted" aria-hidden />
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
              aria-activedescendant={flat[active] ? `search-${flat[active]!.name}` : undefined}
              aria-label={t('search.placeholder')}
              placeholder={t('search.placeholder')}
              className="h-14 flex-1 bg-transparent text-base outline-none placeholder:text-subtle"
            />
            <kbd className="rounded border border-border px-1.5 text-xs text-muted">Esc</kbd>
          </div>
          <ul id="app-search-results" role="listbox" className="max-h-[60vh] overflow-y-auto p-2">
            {groups.length === 0 && <li className="px-4 py-10 text-center text-muted">{t('search.noResults', { q })}</li>}
            {groups.map((g) => (
              <li key={g.category} role="presentation">
                <p className="px-3 pt-3 pb-1 text-xs font-medium tracking-wide text-subtle uppercase">{t(`search.categories.${g.category}`)}</p>
                <ul role="presentation">
                  {g.items.map((r) => {
                    const i = flat.indexOf(r)
                    const Icon = r.nav?.icon
                    return (
                      <li
                        key={r.name}
                        id={`search-${r.name}`}
                        role="option"
                        aria-selected={i === active}
                        onMouseEnter={() => setActive(i)}
                        onClick={() => go(i)}
                        className={cn('flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5', i === active && 'bg-primary/10 text-primary')}
                      >
                        {Icon && <Icon className="size-5" aria-hidden />}
                        <span className="flex-1">{t(r.title)}</span>
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
