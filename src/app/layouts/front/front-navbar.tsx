import { LayoutDashboard, LogIn, Menu as MenuIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { linkTo } from '@/lib/paths'
import { useSession } from '@/lib/use-session'
import { buttonVariants } from '@/ui/button'
import { Drawer } from '@/ui/drawer'
import { IconButton } from '@/ui/icon-button'
import { LogoMark } from '../logo'
import { LanguageSwitcher } from '../topbar/language-switcher'
import { ThemeSwitcher } from '../topbar/theme-switcher'
import { SECTION_LINKS } from './front-links'
import { FrontPagesMenu, PageLinkGroups } from './front-pages-menu'
import { useScrollSpy } from './use-scroll-spy'

const SECTION_IDS = SECTION_LINKS.map((l) => l.id)

function SectionLinks({ active, onNavigate, vertical }: { active?: string; onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation('front')
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {SECTION_LINKS.map((link) => (
        <li key={link.id}>
          <Link
            to={link.to}
            onClick={onNavigate}
            aria-current={active === link.id ? 'location' : undefined}
            className={cn(
              'block rounded-md px-3 py-2 text-[0.9375rem] font-medium text-strong hover:text-primary',
              active === link.id && 'text-primary',
            )}
          >
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Sign in (a visitor) or the admin console (signed in). */
function AccountButton({ className }: { className?: string }) {
  const { t } = useTranslation('front')
  const signedIn = Boolean(useSession().accessToken)
  return (
    <Link to={signedIn ? linkTo('root') : linkTo('login')} className={cn(buttonVariants({ size: 'md' }), className)}>
      {signedIn ? <LayoutDashboard aria-hidden /> : <LogIn aria-hidden />}
      {signedIn ? t('nav.admin') : t('nav.signIn')}
    </Link>
  )
}

/**
 * The front pages' navbar: logo, section links highlighted by the scroll position, the pages
 * menu, language and theme switchers, the sign-in / admin button; a drawer on small screens.
 */
export function FrontNavbar() {
  const { t } = useTranslation('front')
  const location = useLocation()
  const active = useScrollSpy(SECTION_IDS, location.pathname)
  const [open, setOpen] = useState(false)
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 16)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <header
      className={cn(
        'sticky top-0 z-40 transition-[background-color,box-shadow]',
        scrolled ? 'bg-surface/90 shadow-card backdrop-blur' : 'bg-transparent',
      )}
    >
      <nav aria-label={t('nav.label')} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to={linkTo('frontLanding')} className="flex items-center gap-2.5" aria-label={t('nav.homeLink')}>
          <LogoMark />
          <span className="hidden text-xl font-semibold tracking-tight text-strong sm:inline">Vermilion</span>
        </Link>
        <div className="ms-6 hidden items-center gap-1 lg:flex">
          <SectionLinks active={active} />
          <FrontPagesMenu />
        </div>
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <AccountButton className="ms-2 hidden sm:inline-flex" />
          {/* The drawer opens from the inline end: its button sits there too. */}
          <IconButton label={t('nav.openMenu')} className="lg:hidden" onClick={() => setOpen(true)} aria-expanded={open}>
            <MenuIcon />
          </IconButton>
        </div>
      </nav>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('nav.menu')} width="w-80">
        <div className="flex flex-col gap-6">
          <SectionLinks active={active} vertical onNavigate={() => setOpen(false)} />
          <PageLinkGroups onNavigate={() => setOpen(false)} />
          <AccountButton className="sm:hidden" />
        </div>
      </Drawer>
    </header>
  )
}
