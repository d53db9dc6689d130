import { ChevronRight, Circle, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { usePreferences } from '@/lib/preferences-context'
import { Chip } from '@/ui/chip'
import { IconButton } from '@/ui/icon-button'
import { isActiveItem, type NavGroup, type NavItem, type NavLink } from '../nav'
import { NavTarget } from './nav-target'
import { useNavState } from './nav-context'
import { useNav } from './use-nav'
import { Logo } from './logo'
import { navIcon } from './nav-icon'

const rowClass = 'group flex h-10 items-center gap-3 rounded-e-full pe-4 text-[0.9375rem] text-nav-text transition-colors hover:bg-hover'
/** Start padding per nav level (1 = top level), so a third level reads as one step further in. */
const levelPadding = ['ps-5', 'ps-5', 'ps-8']

function Item({ item, compact, level }: { item: NavLink; compact: boolean; level: number }) {
  const { t } = useTranslation()
  const { setOverlayOpen } = useNavState()
  const nested = level > 0
  const Icon = nested ? Circle : navIcon(item.icon)
  return (
    <NavTarget
      item={item}
      onNavigate={() => setOverlayOpen(false)}
      title={compact ? t(item.label) : undefined}
      className={cn(rowClass, levelPadding[level])}
      activeClassName="bg-gradient-to-r from-primary-fill to-primary-dark text-white shadow-md hover:bg-none rtl:bg-gradient-to-l"
    >
      <Icon className={cn('shrink-0', nested ? 'ms-1 size-2.5' : 'size-[22px]')} aria-hidden />
      {!compact && <span className="flex-1 truncate">{t(item.label)}</span>}
      {!compact && item.badge && <Chip tone="error">{item.badge}</Chip>}
    </NavTarget>
  )
}

function Group({ group, compact, level }: { group: NavGroup; compact: boolean; level: number }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const active = isActiveItem(group, pathname)
  const [open, setOpen] = useState(active)
  useEffect(() => {
    if (active) setOpen(true)
  }, [active])
  const Icon = level > 0 ? Circle : navIcon(group.icon)
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          // The arrow pointing into the tree opens the group, the other closes it (mirrored in RTL).
          const inward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
          const outward = inward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
          if (e.key !== inward && e.key !== outward) return
          e.preventDefault()
          setOpen(e.key === inward)
        }}
        title={compact ? t(group.label) : undefined}
        className={cn(rowClass, levelPadding[level], 'w-full text-start', active && 'bg-hover font-medium')}
      >
        <Icon className={cn('shrink-0', level > 0 ? 'ms-1 size-2.5' : 'size-[22px]')} aria-hidden />
        {!compact && (
          <>
            <span className="flex-1 truncate">{t(group.label)}</span>
            <ChevronRight className={cn('size-4 transition-transform rtl:rotate-180', open && 'rotate-90 rtl:rotate-90')} aria-hidden />
          </>
        )}
      </button>
      {open && !compact && <ItemList items={group.children} compact={compact} level={level + 1} className="mt-1" />}
    </li>
  )
}

function ItemList({ items, compact, level, className }: { items: NavItem[]; compact: boolean; level: number; className?: string }) {
  return (
    <ul className={cn('space-y-1', className)}>
      {items.map((item) =>
        item.kind === 'group' ? (
          <Group key={item.key} group={item} compact={compact} level={level} />
        ) : (
          <li key={item.key}>
            <Item item={item} compact={compact} level={level} />
          </li>
        ),
      )}
    </ul>
  )
}

/**
 * Vertical nav: collapsed by default (72 px) and expands over the content on hover; pinned open
 * when not collapsed; an overlay with a backdrop below the md breakpoint + 16 px.
 */
export function VerticalNav() {
  const { t } = useTranslation()
  const sections = useNav()
  const { prefs, set } = usePreferences()
  const { overlay, overlayOpen, setOverlayOpen } = useNavState()
  const [hovered, setHovered] = useState(false)
  const collapsed = !overlay && prefs.navCollapsed
  const compact = collapsed && !hovered

  useEffect(() => {
    if (!overlayOpen) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOverlayOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [overlayOpen, setOverlayOpen])

  return (
    <>
      {overlay && overlayOpen && <div className="fixed inset-0 z-40 bg-black/40" onClick={() => setOverlayOpen(false)} aria-hidden />}
      <aside
        aria-label={t('nav.label')}
        data-testid="vertical-nav"
        data-compact={compact}
        onMouseEnter={() => collapsed && setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        className={cn(
          'nav-semi-dark fixed inset-y-0 start-0 z-50 flex flex-col bg-nav text-nav-text transition-[width,translate,box-shadow] duration-300',
          compact ? 'w-[72px]' : 'w-[260px]',
          hovered && collapsed && 'shadow-pop',
          overlay && !overlayOpen && '-translate-x-full rtl:translate-x-full',
          overlay && overlayOpen && 'shadow-pop',
          prefs.skin === 'bordered' && 'border-e border-border',
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between ps-5 pe-3">
          <Logo compact={compact} />
          {!compact &&
            (overlay ? (
              <IconButton label={t('actions.close')} size="sm" onClick={() => setOverlayOpen(false)}>
                <X />
              </IconButton>
            ) : (
              <IconButton
                label={prefs.navCollapsed ? t('nav.pin') : t('nav.collapse')}
                size="sm"
                onClick={() => set('navCollapsed', !prefs.navCollapsed)}
                className="text-nav-text"
              >
                {prefs.navCollapsed ? <PanelLeftOpen className="rtl:-scale-x-100" /> : <PanelLeftClose className="rtl:-scale-x-100" />}
              </IconButton>
            ))}
        </div>
        <nav className="flex-1 overflow-x-hidden overflow-y-auto pe-3.5 pb-4">
          {sections.map((section) => (
            <div key={section.key} className="mt-2">
              <p
                className={cn(
                  'mb-1 flex h-8 items-center ps-5 text-xs font-medium tracking-wide text-subtle uppercase',
                  compact && 'justify-center ps-0',
                )}
              >
                {compact ? <span className="h-px w-4 bg-border" aria-hidden /> : t(section.label)}
              </p>
              <ItemList items={section.items} compact={compact} level={0} />
            </div>
          ))}
        </nav>
      </aside>
    </>
  )
}
