import { Menu as MenuIcon, Search } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { usePreferences } from '@/lib/preferences-context'
import { IconButton } from '@/ui/icon-button'
import { OfflineIndicator } from '@/app/pwa/offline-indicator'
import { OtpBalanceChip } from '@/features/otp/components/otp-balance-chip'
import { LanguageSwitcher } from './topbar/language-switcher'
import { Notifications } from './topbar/notifications'
import { Shortcuts } from './topbar/shortcuts'
import { ThemeSwitcher } from './topbar/theme-switcher'
import { UserMenu } from './topbar/user-menu'
import { useNavState } from './nav-context'
import { HorizontalNav } from './horizontal-nav'
import { Logo } from './logo'

const SearchDialog = lazy(() => import('./topbar/search-dialog').then((m) => ({ default: m.SearchDialog })))

/** Top bar: menu button (overlay nav), search (Ctrl/Cmd+K), language, theme, shortcuts, notifications, user. */
export function Navbar() {
  const { t } = useTranslation()
  const { prefs } = usePreferences()
  const { overlay, setOverlayOpen } = useNavState()
  const [searchOpen, setSearchOpen] = useState(false)
  const [scrolled, setScrolled] = useState(false)
  const horizontal = prefs.navLayout === 'horizontal' && !overlay

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        setSearchOpen(true)
      }
    }
    const onScroll = () => setScrolled(window.scrollY > 8)
    window.addEventListener('keydown', onKey)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])

  if (prefs.navbarType === 'hidden' && !horizontal) return <SearchHost open={searchOpen} onClose={() => setSearchOpen(false)} />

  return (
    <header
      data-testid="navbar"
      className={cn(
        'z-30 transition-[background-color,box-shadow]',
        prefs.navbarType === 'sticky' ? 'sticky top-0' : 'relative',
        horizontal ? 'bg-surface shadow-card' : 'px-4 pt-2 sm:px-6',
      )}
    >
      <div
        className={cn(
          'flex h-16 items-center gap-1 rounded-b-lg',
          horizontal ? 'px-4 sm:px-6' : 'px-2 sm:px-4',
          !horizontal && scrolled && prefs.navbarType === 'sticky' && 'bg-surface/85 shadow-card',
          !horizontal && scrolled && prefs.navbarType === 'sticky' && prefs.navbarBlur && 'backdrop-blur-md',
        )}
      >
        {overlay && (
          <IconButton label={t('nav.open')} onClick={() => setOverlayOpen(true)} data-testid="nav-toggle">
            <MenuIcon />
          </IconButton>
        )}
        {horizontal && (
          <div className="me-4">
            <Logo />
          </div>
        )}
        <button
          type="button"
          onClick={() => setSearchOpen(true)}
          className="flex h-10 items-center gap-2 rounded-full px-2 text-muted hover:text-text"
          title={t('search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          data-tour="search"
        >
          {/* The name is the visible word (WCAG 2.5.3); on narrow screens the word stays for screen readers only. */}
          <Search className="size-[22px]" aria-hidden />
          <span className="sr-only text-[0.9375rem] sm:not-sr-only">{t('search.button')}</span>
          <kbd className="hidden rounded border border-border px-1.5 text-xs sm:inline" aria-hidden>
            Ctrl K
          </kbd>
        </button>
        <div className="ms-auto flex items-center gap-0.5">
          <OfflineIndicator />
          <OtpBalanceChip />
          <LanguageSwitcher />
          {/* Below 600 px the theme (also in the customizer) and the shortcuts give way, so the bar fits a phone (WCAG 1.4.10). */}
          <span className="hidden sm:contents">
            <ThemeSwitcher />
            <Shortcuts />
          </span>
          <Notifications />
          <span className="ms-2">
            <UserMenu />
          </span>
        </div>
      </div>
      {horizontal && <HorizontalNav />}
      <SearchHost open={searchOpen} onClose={() => setSearchOpen(false)} />
    </header>
  )
}

function SearchHost({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SearchDialog open={open} onClose={onClose} />
    </Suspense>
  )
}
