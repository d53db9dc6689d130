import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { cn } from '@/lib/cn'
import { PAGE_GROUPS } from './front-links'

/** The page links, grouped (the pages menu on wide screens, the drawer on small ones). */
export function PageLinkGroups({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation('front')
  return (
    <div className={cn('grid gap-6', className)}>
      {PAGE_GROUPS.map((group) => (
        <div key={group.label}>
          <p className="mb-2 text-xs font-medium tracking-wider text-muted uppercase">{t(group.label)}</p>
          <ul className="flex flex-col gap-1">
            {group.links.map(({ route, label, icon: Icon }) => (
              <li key={route}>
                <Link
                  to={linkTo(route)}
                  onClick={onNavigate}
                  className="flex items-center gap-2.5 rounded-md px-2 py-2 text-[0.9375rem] text-text hover:bg-hover hover:text-primary [&_svg]:size-4"
                >
                  <Icon aria-hidden />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/** "Pages" mega-menu: the front pages and the authentication screens, with an illustration. */
export function FrontPagesMenu() {
  const { t } = useTranslation('front')
  return (
    <Popover className="relative">
      <PopoverButton className="flex items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-medium text-strong outline-none hover:text-primary data-open:text-primary">
        {t('nav.pages')}
        <ChevronDown aria-hidden className="size-4 transition-transform in-data-open:rotate-180" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom', gap: 8 }}
        transition
        className="z-50 flex gap-6 rounded-lg bg-surface p-5 shadow-pop ring-1 ring-border transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0"
      >
        {({ close }) => (
          <>
            <PageLinkGroups onNavigate={close} className="grid-cols-2" />
            <img
              src="/images/front/pages-menu.svg"
              alt=""
              width={220}
              height={180}
              loading="lazy"
              className="hidden rounded-md bg-primary/10 md:block"
            />
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}
