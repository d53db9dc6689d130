import { Fragment } from 'react'
import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { usePreferences } from '@/lib/preferences-context'
import { LANGUAGES } from '@/lib/preferences'
import { IconButton } from '@/ui/icon-button'
import { Menu, MenuButton, MenuItem, MenuPanel } from '@/ui/menu'
import { MountOnIntent } from '@/ui/mount-on-intent'

/** Language names are written in their own language (not translated). */
export const LANGUAGE_NAMES = { fr: 'Français', en: 'English', ar: 'العربية' } as const

export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { prefs, set } = usePreferences()
  const button = (
    <IconButton label={t('topbar.language')} data-testid="language-switcher" aria-haspopup="menu">
      <Languages />
    </IconButton>
  )
  return (
    <MountOnIntent button={button}>
      {() => (
        <Menu>
          <MenuButton as={Fragment}>{button}</MenuButton>
          <MenuPanel className="min-w-40">
            {LANGUAGES.map((lng) => (
              <MenuItem key={lng} onClick={() => set('language', lng)}>
                <span lang={lng} className={prefs.language === lng ? 'font-medium text-primary' : undefined}>
                  {LANGUAGE_NAMES[lng]}
                </span>
              </MenuItem>
            ))}
          </MenuPanel>
        </Menu>
      )}
    </MountOnIntent>
  )
}
