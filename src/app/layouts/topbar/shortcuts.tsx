import { Fragment } from 'react'
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { LayoutGrid } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/use-session'
import { IconButton } from '@/ui/icon-button'
import { MountOnIntent } from '@/ui/mount-on-intent'
import { canOpen } from '../../nav'
import { routes } from '../../routes'
import type { RouteName } from '@/lib/paths'
import { linkTo } from '@/lib/paths'
import { navIcon } from '../nav-icon'

/** The shortcut grid: the first six routes of this list that the user may open. */
const SHORTCUTS: RouteName[] = [
  'tinderAccounts',
  'fruitzAccounts',
  'models',
  'otpOrder',
  'otpHistory',
  'userList',
  'roles',
  'accountSettingsTab',
  'accessControl',
]

export function Shortcuts() {
  const { t } = useTranslation()
  const { ability } = useSession()
  const items = SHORTCUTS.map((name) => routes.find((r) => r.name === name))
    .filter((r) => r && canOpen(r, ability) && r.nav)
    .slice(0, 6)
  if (items.length === 0) return null
  const button = (
    <IconButton label={t('topbar.shortcuts')}>
      <LayoutGrid />
    </IconButton>
  )
  return (
    <MountOnIntent button={button}>
      {() => (
        <Popover className="relative">
          <PopoverButton as={Fragment}>{button}</PopoverButton>
          <PopoverPanel anchor={{ to: 'bottom end', gap: 6 }} className="z-50 w-80 rounded-lg bg-surface shadow-pop ring-1 ring-border">
            <h2 className="border-b border-border px-4 py-3 text-lg font-medium text-strong">{t('topbar.shortcuts')}</h2>
            <div className="grid grid-cols-2">
              {items.map((r) => {
                const Icon = navIcon(r!.nav!.icon)
                return (
                  <Link
                    key={r!.name}
                    to={linkTo(r!.name, r!.nav!.params)}
                    className="flex flex-col items-center gap-2 border-b border-border p-5 text-center odd:border-e hover:bg-hover"
                  >
                    <span className="flex size-12 items-center justify-center rounded-full bg-surface-2">
                      <Icon className="size-6" aria-hidden />
                    </span>
                    <span className="text-sm font-medium text-strong">{t(r!.title)}</span>
                  </Link>
                )
              })}
            </div>
          </PopoverPanel>
        </Popover>
      )}
    </MountOnIntent>
  )
}
