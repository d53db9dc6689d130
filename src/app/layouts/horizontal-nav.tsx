import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { ChevronDown, ChevronRight, Circle } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { isActiveItem, type NavGroup, type NavItem, type NavLink, type NavSection } from '../nav'
import { NavTarget } from './nav-target'
import { useNav } from './use-nav'
import { navIcon } from './nav-icon'

const itemClass = 'flex items-center gap-2.5 rounded-md px-3 py-2 text-[0.9375rem] hover:bg-hover'

function LinkItem({ item, close, nested }: { item: NavLink; close: () => void; nested?: boolean }) {
  const { t } = useTranslation()
  const Icon = nested ? Circle : navIcon(item.icon)
  return (
    <NavTarget item={item} onNavigate={close} className={itemClass} activeClassName="bg-primary/10 text-primary">
      <Icon className={nested ? 'size-2.5' : 'size-5'} aria-hidden />
      <span className="flex-1">{t(item.label)}</span>
    </NavTarget>
  )
}

/** A group opens its own menu beside it; a group inside it (third level) does the same. */
function GroupItem({ group, close, nested }: { group: NavGroup; close: () => void; nested?: boolean }) {
  const { t } = useTranslation()
  const Icon = nested ? Circle : navIcon(group.icon)
  return (
    <Popover className="relative">
      <PopoverButton className={cn(itemClass, 'w-full text-start outline-none data-open:bg-hover')}>
        <Icon className={nested ? 'size-2.5' : 'size-5'} aria-hidden />
        <span className="flex-1">{t(group.label)}</span>
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'right start', gap: 6 }}
        className="z-50 min-w-52 rounded-lg bg-surface p-1.5 shadow-pop ring-1 ring-border"
      >
        <MenuItems items={group.children} close={close} nested />
      </PopoverPanel>
    </Popover>
  )
}

function MenuItems({ items, close, nested }: { items: NavItem[]; close: () => void; nested?: boolean }) {
  return (
    <>
      {items.map((item) =>
        item.kind === 'group' ? (
          <GroupItem key={item.key} group={item} close={close} nested={nested} />
        ) : (
          <LinkItem key={item.key} item={item} close={close} nested={nested} />
        ),
      )}
    </>
  )
}

function SectionMenu({ section }: { section: NavSection }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const active = section.items.some((i) => isActiveItem(i, pathname))
  const first = section.items[0]
  const Icon = first ? navIcon(first.icon) : Circle
  return (
    <Popover className="relative">
      <PopoverButton
        className={cn(
          'flex h-10 items-center gap-2 rounded-full px-4 text-[0.9375rem] outline-none hover:bg-hover data-open:bg-hover',
          active && 'bg-gradient-to-r from-primary-fill to-primary-dark text-white shadow-md hover:bg-none rtl:bg-gradient-to-l',
        )}
      >
        <Icon className="size-5" aria-hidden />
        {t(section.label)}
        <ChevronDown className="size-4" aria-hidden />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 6 }}
        className="z-50 min-w-56 rounded-lg bg-surface p-1.5 shadow-pop ring-1 ring-border"
      >
        {({ close }) => <MenuItems items={section.items} close={close} />}
      </PopoverPanel>
    </Popover>
  )
}

/** Horizontal nav: one popover menu per section (popover offset 6, SPEC section 9). */
export function HorizontalNav() {
  const { t } = useTranslation()
  const sections = useNav()
  return (
    <nav aria-label={t('nav.label')} data-testid="horizontal-nav" className="border-t border-border">
      <div className="flex flex-wrap items-center gap-1 px-4 py-2">
        {sections.map((s) => (
          <SectionMenu key={s.key} section={s} />
        ))}
      </div>
    </nav>
  )
}
