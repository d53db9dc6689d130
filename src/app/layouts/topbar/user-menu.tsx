import { Fragment } from 'react'
import { Download, LogOut, Settings, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useInstallPrompt } from '@/app/pwa/install-prompt'
import { linkTo } from '@/lib/paths'
import { useSession } from '@/lib/use-session'
import { useSignOut } from '@/lib/use-sign-out'
import { Avatar } from '@/ui/avatar'
import { Menu, MenuButton, MenuDivider, MenuItem, MenuPanel } from '@/ui/menu'
import { MountOnIntent } from '@/ui/mount-on-intent'

export function UserMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { userData, ability } = useSession()
  const { canInstall, install } = useInstallPrompt()
  const logout = useSignOut()
  if (!userData) return null
  const button = (
    <button type="button" className="rounded-full" aria-label={t('topbar.userMenu')} data-testid="user-menu" aria-haspopup="menu">
      <Avatar src={userData.avatar} name={userData.fullName} status="online" />
    </button>
  )
  return (
    <MountOnIntent button={button}>
      {() => (
        <Menu>
          <MenuButton as={Fragment}>{button}</MenuButton>
          <MenuPanel className="min-w-60">
            <div className="flex items-center gap-3 px-3 py-2">
              <Avatar src={userData.avatar} name={userData.fullName} status="online" />
              <div className="min-w-0">
                <p className="truncate font-medium text-strong">{userData.fullName}</p>
                <p className="text-sm text-muted">{t(`roles.${userData.role}`, { defaultValue: userData.role })}</p>
              </div>
            </div>
            <MenuDivider />
            {ability.can('access', 'global') && (
              <>
                <MenuItem icon={<User />} onClick={() => navigate(linkTo('userProfile'))}>
                  {t('topbar.profile')}
                </MenuItem>
                <MenuItem icon={<Settings />} onClick={() => navigate(linkTo('accountSettings'))}>
                  {t('topbar.settings')}
                </MenuItem>
                <MenuDivider />
              </>
            )}
            {canInstall && (
              <>
                <MenuItem icon={<Download />} onClick={() => void install()}>
                  {t('pwa.install')}
                </MenuItem>
                <MenuDivider />
              </>
            )}
            <MenuItem icon={<LogOut />} onClick={() => void logout()} danger>
              {t('topbar.logout')}
            </MenuItem>
          </MenuPanel>
        </Menu>
      )}
    </MountOnIntent>
  )
}
