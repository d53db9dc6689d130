import { Bell, Home, Inbox, Mail, MoreVertical, Send, Settings, Star } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { IconButton } from '@/ui/icon-button'
import { List, ListItem, ListSubheader } from '@/ui/list'
import { LinearProgress } from '@/ui/progress'
import { DemoPage } from '../shared/demo-page'
import raw from './list-page.tsx?raw'
import { usePeople } from './people'
import type { PageModuleExtras } from '@/api/resources'

const FOLDERS = [
  { key: 'inbox', icon: <Inbox /> },
  { key: 'sent', icon: <Send /> },
  { key: 'starred', icon: <Star /> },
] as const

function Basic() {
  const { t } = useTranslation('demos')
  return (
    <List label={t('list.folders')}>
      {FOLDERS.map((f) => (
        <ListItem key={f.key} icon={f.icon} title={t(`list.folder.${f.key}`)} />
      ))}
    </List>
  )
}

function Density() {
  const { t } = useTranslation('demos')
  return (
    <List label={t('list.folders')} divided>
      {FOLDERS.map((f) => (
        <ListItem key={f.key} dense icon={f.icon} title={t(`list.folder.${f.key}`)} />
      ))}
    </List>
  )
}

function Nav() {
  const { t } = useTranslation('demos')
  return (
    <nav aria-label={t('list.navLabel')}>
      <List>
        <ListItem icon={<Home />} title={t('list.nav.alert')} to="/components/alert" />
        <ListItem icon={<Bell />} title={t('list.nav.badge')} to="/components/badge" />
        <ListItem icon={<Settings />} title={t('list.nav.list')} to="/components/list" active />
      </List>
    </nav>
  )
}

/** A folder list with one active row, its highlight shaped by `shape`. */
function ShapedFolders({ shape }: { shape: 'rounded' | 'shaped' }) {
  const { t } = useTranslation('demos')
  const [active, setActive] = useState<string>('inbox')
  return (
    <List label={t('list.folders')} className="gap-1 pe-4">
      {FOLDERS.map((f) => (
        <ListItem
          key={f.key}
          shape={shape}
          icon={f.icon}
          title={t(`list.folder.${f.key}`)}
          active={active === f.key}
          onClick={() => setActive(f.key)}
        />
      ))}
    </List>
  )
}

function Rounded() {
  return <ShapedFolders shape="rounded" />
}

function Shaped() {
  return <ShapedFolders shape="shaped" />
}

function SubGroup() {
  const { t } = useTranslation('demos')
  return (
    <List label={t('list.folders')}>
      <ListSubheader>{t('list.mail')}</ListSubheader>
      {FOLDERS.map((f) => (
        <ListItem key={f.key} icon={f.icon} title={t(`list.folder.${f.key}`)} />
      ))}
      <ListSubheader>{t('list.other')}</ListSubheader>
      <ListItem icon={<Settings />} title={t('list.settings')} />
    </List>
  )
}

function TwoLines() {
  const { t } = useTranslation('demos')
  return (
    <List label={t('list.folders')} divided>
      <ListSubheader>{t('list.today')}</ListSubheader>
      {FOLDERS.map((f, i) => (
        <ListItem
          key={f.key}
          icon={<Mail />}
          title={t(`list.folder.${f.key}`)}
          subtitle={t('sample.sentence')}
          meta={t('list.minutes', { n: (i + 1) * 5 })}
        />
      ))}
    </List>
  )
}

const MESSAGES = ['a', 'b', 'c'] as const

function ThreeLine() {
  const people = usePeople()
  const { t } = useTranslation('demos')
  return (
    <List label={t('list.messages')} divided>
      {people.slice(0, 3).map((p, i) => (
        <ListItem
          key={p.id}
          lines={2}
          avatar={<Avatar name={p.name} src={p.src} />}
          title={p.name}
          subtitle={t(`list.threeLine.${MESSAGES[i]!}`)}
          meta={t('list.minutes', { n: (i + 1) * 15 })}
        />
      ))}
    </List>
  )
}

function UserList() {
  const people = usePeople()
  const { t } = useTranslation('demos')
  return (
    <List label={t('list.team')}>
      {people.slice(0, 4).map((p) => (
        <ListItem
          key={p.id}
          avatar={<Avatar name={p.name} src={p.src} />}
          title={p.name}
          subtitle={p.role}
          action={
            <IconButton label={t('list.more', { name: p.name })} size="sm">
              <MoreVertical />
            </IconButton>
          }
        />
      ))}
    </List>
  )
}

function ProgressList() {
  const { t } = useTranslation('demos')
  const rows = [
    { key: 'react', value: 82, tone: 'info' },
    { key: 'vue', value: 64, tone: 'success' },
    { key: 'svelte', value: 38, tone: 'warning' },
  ] as const
  return (
    <List label={t('list.skills')}>
      {rows.map((r) => (
        <ListItem
          key={r.key}
          title={t(`list.skill.${r.key}`)}
          subtitle={<LinearProgress value={r.value} tone={r.tone} label={t(`list.skill.${r.key}`)} className="mt-2" />}
          meta={`${r.value} %`}
        />
      ))}
    </List>
  )
}

function ActionGroup() {
  const { t } = useTranslation('demos')
  const [active, setActive] = useState<string>('inbox')
  return (
    <List label={t('list.folders')}>
      {FOLDERS.map((f) => (
        <ListItem
          key={f.key}
          icon={f.icon}
          title={t(`list.folder.${f.key}`)}
          active={active === f.key}
          onClick={() => setActive(f.key)}
          action={
            f.key === 'inbox' ? (
              <Chip tone="error" variant="filled">
                {t('list.unread', { n: 4 })}
              </Chip>
            ) : undefined
          }
        />
      ))}
      <li className="px-4 pt-2">
        <Button size="sm" variant="text" onClick={() => setActive('inbox')}>
          {t('sample.reset')}
        </Button>
      </li>
    </List>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function ListPage() {
  return (
    <DemoPage
      page="list"
      raw={raw}
      demos={{ Basic, Density, Nav, Rounded, Shaped, SubGroup, ThreeLine, TwoLines, UserList, ProgressList, ActionGroup }}
    />
  )
}
