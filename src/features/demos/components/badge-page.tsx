import { Bell, Check, Mail, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/ui/avatar'
import { BadgeAnchor } from '@/ui/badge'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { Tab, TabList, Tabs } from '@/ui/tabs'
import { TONES } from '@/ui/tone'
import { DemoPage } from '../shared/demo-page'
import raw from './badge-page.tsx?raw'
import { usePeople } from './people'
import type { PageModuleExtras } from '@/api/resources'

const row = 'flex flex-wrap items-center gap-6 py-2'

function Color() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone, i) => (
        <BadgeAnchor key={tone} tone={tone} count={i + 1} label={t('badge.unread', { n: i + 1 })}>
          <Mail className="size-6 text-muted" aria-hidden />
        </BadgeAnchor>
      ))}
    </div>
  )
}

function Tonal() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone, i) => (
        <BadgeAnchor key={tone} tone={tone} variant="tonal" count={(i + 1) * 3} label={t('badge.unread', { n: (i + 1) * 3 })}>
          <Bell className="size-6 text-muted" aria-hidden />
        </BadgeAnchor>
      ))}
    </div>
  )
}

function Icon() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <BadgeAnchor tone="success" content={<Check />} label={t('badge.verified')}>
        <Button variant="tonal">{t('badge.account')}</Button>
      </BadgeAnchor>
      <BadgeAnchor tone="info" content={t('badge.new')}>
        <Button variant="outlined">{t('badge.inbox')}</Button>
      </BadgeAnchor>
    </div>
  )
}

function AvatarStatus() {
  const people = usePeople()
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <BadgeAnchor dot tone="success" bordered position="bottom-end" inset label={t('badge.online')}>
        <Avatar name={people[0]!.name} src={people[0]!.src} size={42} />
      </BadgeAnchor>
      <BadgeAnchor dot tone="warning" bordered position="bottom-end" inset label={t('badge.away')}>
        <Avatar name={people[1]!.name} src={people[1]!.src} size={42} />
      </BadgeAnchor>
      <BadgeAnchor tone="error" bordered count={2} label={t('badge.unread', { n: 2 })}>
        <Avatar name={people[2]!.name} src={people[2]!.src} size={42} shape="rounded" />
      </BadgeAnchor>
    </div>
  )
}

function DynamicNotifications() {
  const { t } = useTranslation('demos')
  const [count, setCount] = useState(3)
  return (
    <div className={row}>
      <BadgeAnchor count={count} label={t('badge.unread', { count })}>
        <ShoppingCart className="size-7 text-muted" aria-hidden />
      </BadgeAnchor>
      <Button size="sm" onClick={() => setCount((c) => c + 1)}>
        {t('badge.add')}
      </Button>
      <Button size="sm" variant="outlined" color="secondary" onClick={() => setCount(0)}>
        {t('badge.clear')}
      </Button>
    </div>
  )
}

function MaxValue() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {[9, 99, 999].map((max) => (
        <BadgeAnchor key={max} count={1000} max={max} label={t('badge.unread', { n: 1000 })}>
          <Bell className="size-6 text-muted" aria-hidden />
        </BadgeAnchor>
      ))}
    </div>
  )
}

function Position() {
  const { t } = useTranslation('demos')
  const positions = ['top-start', 'top-end', 'bottom-start', 'bottom-end'] as const
  return (
    <div className={row}>
      {positions.map((position, i) => (
        <BadgeAnchor key={position} position={position} count={i + 1} tone="primary">
          <span className="rounded-md bg-surface-2 px-3 py-2 text-sm">{t(`badge.positions.${position}`)}</span>
        </BadgeAnchor>
      ))}
    </div>
  )
}

function ShowOnHover() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <BadgeAnchor showOnHover count={5} label={t('badge.unread', { n: 5 })}>
        <IconButton label={t('badge.hover')}>
          <Mail />
        </IconButton>
      </BadgeAnchor>
    </div>
  )
}

function Style() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <BadgeAnchor dot tone="error" label={t('badge.unreadDot')}>
        <Bell className="size-6 text-muted" aria-hidden />
      </BadgeAnchor>
      <BadgeAnchor bordered count={8} tone="info" label={t('badge.unread', { n: 8 })}>
        <Mail className="size-6 text-muted" aria-hidden />
      </BadgeAnchor>
    </div>
  )
}

function InTabs() {
  const { t } = useTranslation('demos')
  return (
    <Tabs>
      <TabList aria-label={t('badge.tabsLabel')}>
        {(['inbox', 'sent', 'spam'] as const).map((tab, i) => (
          <Tab key={tab}>
            <BadgeAnchor count={[4, 0, 12][i]} tone={i === 2 ? 'warning' : 'primary'} className="pe-2">
              {t(`badge.tabs.${tab}`)}
            </BadgeAnchor>
          </Tab>
        ))}
      </TabList>
    </Tabs>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function BadgePage() {
  return (
    <DemoPage
      page="badge"
      raw={raw}
      demos={{ Color, Tonal, Icon, AvatarStatus, DynamicNotifications, MaxValue, Position, ShowOnHover, Style, InTabs }}
    />
  )
}
