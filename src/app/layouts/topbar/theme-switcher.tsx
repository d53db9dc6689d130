import { Fragment } from 'react'
import { Laptop, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { usePreferences } from '@/lib/preferences-context'
import type { ThemeMode } from '@/lib/preferences'
import { IconButton } from '@/ui/icon-button'
import { Menu, MenuButton, MenuItem, MenuPanel } from '@/ui/menu'
import { MountOnIntent } from '@/ui/mount-on-intent'

const icons = { light: Sun, dark: Moon, system: Laptop }

export function ThemeSwitcher() {
  const { t } = useTranslation()
  const { prefs, set } = usePreferences()
  const Current = icons[prefs.theme]
  const button = (
    <IconButton label={t('topbar.theme')} data-testid="theme-switcher" aria-haspopup="menu">
      <Current />
    </IconButton>
  )
  return (
    <MountOnIntent button={button}>
      {() => (
        <Menu>
          <MenuButton as={Fragment}>{button}</MenuButton>
          <MenuPanel className="min-w-40">
            {(['light', 'dark', 'system'] as ThemeMode[]).map((mode) => {
              const Icon = icons[mode]
              return (
                <MenuItem key={mode} icon={<Icon />} onClick={() => set('theme', mode)}>
                  <span className={prefs.theme === mode ? 'font-medium text-primary' : undefined}>{t(`customizer.theme.${mode}`)}</span>
                </MenuItem>
              )
            })}
          </MenuPanel>
        </Menu>
      )}
    </MountOnIntent>
  )
}
