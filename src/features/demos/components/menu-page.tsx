import { Copy, MoreVertical, Pencil, Share2, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { Menu, MenuButton, MenuDivider, MenuItem, MenuPanel, type Anchor } from '@/ui/menu'
import { Popover, PopoverButton, PopoverClose, PopoverPanel } from '@/ui/popover'
import { Tooltip } from '@/ui/tooltip'
import { DemoPage } from '../shared/demo-page'
import raw from './menu-page.tsx?raw'
import { usePeople } from './people'
import type { PageModuleExtras } from '@/api/resources'

function Items() {
  const { t } = useTranslation('demos')
  return (
    <>
      <MenuItem icon={<Pencil />} onClick={() => {}}>
        {t('menu.edit')}
      </MenuItem>
      <MenuItem icon={<Copy />} onClick={() => {}}>
        {t('menu.duplicate')}
      </MenuItem>
      <MenuItem icon={<Share2 />} onClick={() => {}}>
        {t('menu.share')}
      </MenuItem>
      <MenuDivider />
      <MenuItem icon={<Trash2 />} danger onClick={() => {}}>
        {t('menu.delete')}
      </MenuItem>
    </>
  )
}

function Basic() {
  const { t } = useTranslation('demos')
  return (
    <Menu>
      <MenuButton as={Button} className="self-start">
        {t('menu.actions')}
      </MenuButton>
      <MenuPanel anchor="bottom start">
        <Items />
      </MenuPanel>
    </Menu>
  )
}

function ActivatorTooltip() {
  const { t } = useTranslation('demos')
  return (
    <Menu>
      <Tooltip content={t('menu.more')}>
        <MenuButton as={IconButton} label={t('menu.more')}>
          <MoreVertical />
        </MenuButton>
      </Tooltip>
      <MenuPanel anchor="bottom start">
        <Items />
      </MenuPanel>
    </Menu>
  )
}

const EFFECTS = ['scale', 'fade', 'slide'] as const

function Transitions() {
  const { t } = useTranslation('demos')
  return (
    <div className="flex flex-wrap gap-3">
      {EFFECTS.map((effect) => (
        <Menu key={effect}>
          <MenuButton as={Button} variant="tonal" size="sm">
            {t(`menu.effects.${effect}`)}
          </MenuButton>
          <MenuPanel anchor="bottom start" effect={effect}>
            <Items />
          </MenuPanel>
        </Menu>
      ))}
    </div>
  )
}

const ANCHORS = [
  ['top start', 'top-start'],
  ['top', 'top'],
  ['top end', 'top-end'],
  ['bottom start', 'bottom-start'],
  ['bottom', 'bottom'],
  ['bottom end', 'bottom-end'],
] as const satisfies readonly (readonly [Anchor, string])[]

function Location() {
  const { t } = useTranslation('demos')
  return (
    <div className="flex flex-wrap gap-3">
      {ANCHORS.map(([anchor, key]) => (
        <Menu key={anchor}>
          <MenuButton as={Button} variant="outlined" size="sm">
            {t(`menu.anchors.${key}`)}
          </MenuButton>
          <MenuPanel anchor={anchor}>
            <Items />
          </MenuPanel>
        </Menu>
      ))}
    </div>
  )
}

function OpenOnHover() {
  const { t } = useTranslation('demos')
  return (
    <>
      <Menu openOnHover>
        <MenuButton as={Button} variant="outlined" className="self-start">
          {t('menu.hover')}
        </MenuButton>
        <MenuPanel anchor="bottom start">
          <Items />
        </MenuPanel>
      </Menu>
      <p className="text-sm text-muted">{t('menu.hoverHint')}</p>
    </>
  )
}

function PopoverMenu() {
  const { t } = useTranslation('demos')
  const person = usePeople()[0]!
  return (
    <Popover>
      <PopoverButton as={Button} variant="tonal">
        {t('menu.profile')}
      </PopoverButton>
      <PopoverPanel anchor="bottom start">
        <div className="flex items-center gap-3">
          <Avatar name={person.name} src={person.src} />
          <div>
            <p className="font-medium text-strong">{person.name}</p>
            <p className="text-sm text-muted">{person.role}</p>
          </div>
        </div>
        <p className="mt-3 text-sm">{t('sample.sentence')}</p>
        <div className="mt-4 flex justify-end gap-2">
          <PopoverClose as={Button} size="sm" variant="text" color="secondary">
            {t('sample.cancel')}
          </PopoverClose>
          <PopoverClose as={Button} size="sm">
            {t('menu.follow')}
          </PopoverClose>
        </div>
      </PopoverPanel>
    </Popover>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function MenuPage() {
  return <DemoPage page="menu" raw={raw} demos={{ Basic, ActivatorTooltip, Transitions, Location, OpenOnHover, PopoverMenu }} />
}
