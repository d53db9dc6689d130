import { Bell, Calendar, Star, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar, AvatarGroup } from '@/ui/avatar'
import { TONES } from '@/ui/tone'
import { DemoPage } from '../shared/demo-page'
import raw from './avatar-page.tsx?raw'
import { usePeople } from './people'
import type { PageModuleExtras } from '@/api/resources'

const row = 'flex flex-wrap items-center gap-4'

function Colors() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone) => (
        <Avatar key={tone} name={t(`toneNames.${tone}`)} tone={tone} solid />
      ))}
    </div>
  )
}

function Tonal() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone) => (
        <Avatar key={tone} name={t(`toneNames.${tone}`)} tone={tone} />
      ))}
    </div>
  )
}

function Icons() {
  const { t } = useTranslation('demos')
  const icons = [User, Bell, Calendar, Star]
  return (
    <div className={row}>
      {icons.map((Icon, i) => (
        <Avatar key={i} name={t('avatar.iconName', { n: i + 1 })} tone={TONES[i]} icon={<Icon />} />
      ))}
    </div>
  )
}

function Images() {
  const people = usePeople()
  return (
    <div className={row}>
      {people.slice(0, 5).map((p) => (
        <Avatar key={p.id} name={p.name} src={p.src} />
      ))}
    </div>
  )
}

function Rounded() {
  const people = usePeople()
  return (
    <div className={row}>
      {people.slice(0, 3).map((p) => (
        <Avatar key={p.id} name={p.name} src={p.src} shape="rounded" />
      ))}
      <Avatar name={people[3]!.name} shape="rounded" tone="info" />
    </div>
  )
}

function Sizes() {
  const people = usePeople()
  return (
    <div className={row}>
      {[24, 32, 38, 48, 64].map((size) => (
        <Avatar key={size} name={people[1]!.name} src={people[1]!.src} size={size} />
      ))}
    </div>
  )
}

function Status() {
  const people = usePeople()
  const states = ['online', 'away', 'busy', 'offline'] as const
  return (
    <div className={row}>
      {states.map((status, i) => (
        <Avatar key={status} name={people[i]!.name} src={people[i]!.src} status={status} />
      ))}
    </div>
  )
}

function Group() {
  const people = usePeople()
  return (
    <div className={row}>
      <AvatarGroup people={people} max={4} />
      <AvatarGroup people={people} max={6} size={38} />
    </div>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function AvatarPage() {
  return <DemoPage page="avatar" raw={raw} demos={{ Colors, Tonal, Icons, Images, Rounded, Sizes, Status, Group }} />
}
