import { UserCheck, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileTabData } from '@/api/contracts/profile'
import { languageName, regionName } from '@/lib/display-names'
import { formatNumber } from '@/lib/format'
import { roleLabel } from '@/lib/role-label'
import { Avatar } from '@/ui/avatar'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { IconButton } from '@/ui/icon-button'
import { useProfileTab } from '../api/profile'
import { ProfileIcon } from '../lib/profile-icon'
import { ProfileProjectTable } from './profile-project-table'
import { TabState } from './tab-state'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-6 last:mb-0">
      <h3 className="mb-3 text-xs font-medium tracking-wide text-muted uppercase">{title}</h3>
      <ul className="grid gap-3">{children}</ul>
    </section>
  )
}

function Fact({ icon, label, value }: { icon: string; label: string; value: React.ReactNode }) {
  const { t } = useTranslation('profile')
  return (
    <li className="flex items-center gap-2 text-[0.9375rem]">
      <ProfileIcon name={icon} className="size-5 shrink-0 text-muted" />
      <span className="font-medium text-strong">{t('about.label', { label })}</span>
      <span className="min-w-0 truncate">{value}</span>
    </li>
  )
}

/** About / contacts / teams on the left, overview under it; connections and teams on the right, then the projects. */
export function ProfileTab() {
  const query = useProfileTab('profile')
  return <TabState query={query}>{(data) => <ProfileOverview data={data} />}</TabState>
}

function ProfileOverview({ data }: { data: ProfileTabData }) {
  const { t } = useTranslation('profile')
  const [friends, setFriends] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(data.connections.map((c) => [c.name, c.isFriend])),
  )

  const aboutValue = (property: ProfileTabData['about'][number]['property'], value: string): React.ReactNode => {
    switch (property) {
      case 'status':
        return t(`about.statuses.${value}`, { defaultValue: value })
      case 'role':
        return roleLabel(t, value)
      case 'country':
        return regionName(value)
      case 'languages':
        return value
          .split(',')
          .map((l) => languageName(l.trim()))
          .join(', ')
      default:
        return value
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="grid gap-6">
        <Card>
          <CardBody className="pt-5">
            <Section title={t('about.about')}>
              {data.about.map((a) => (
                <Fact key={a.property} icon={a.icon} label={t(`about.fields.${a.property}`)} value={aboutValue(a.property, a.value)} />
              ))}
            </Section>
            <Section title={t('about.contacts')}>
              {data.contacts.map((c) => (
                <Fact key={c.property} icon={c.icon} label={t(`about.fields.${c.property}`)} value={<span dir="ltr">{c.value}</span>} />
              ))}
            </Section>
            <Section title={t('about.teams')}>
              {data.teams.map((team) => (
                <li key={team.property} className="text-[0.9375rem]">
                  <span className="font-medium text-strong">{team.property}</span>
                  <span className="text-muted"> · {t('about.members', { count: formatNumber(team.value) })}</span>
                </li>
              ))}
            </Section>
          </CardBody>
        </Card>
        <Card>
          <CardBody className="pt-5">
            <Section title={t('about.overview')}>
              {data.overview.map((o) => (
                <Fact
                  key={o.property}
                  icon={o.icon}
                  label={t(`about.fields.${o.property}`)}
                  value={<span className="tabular-nums">{formatNumber(o.value)}</span>}
                />
              ))}
            </Section>
          </CardBody>
        </Card>
      </div>
      <div className="grid min-w-0 gap-6">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h3">{t('connections.title')}</CardTitle>
            </CardHeader>
            <CardBody>
              <ul className="grid gap-4">
                {data.connections.map((c) => {
                  const friend = friends[c.name] ?? false
                  return (
                    <li key={c.name} className="flex items-center gap-3">
                      <Avatar src={c.avatar} name={c.name} size={38} />
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-strong">{c.name}</p>
                        <p className="text-sm text-muted">{t('connections.count', { count: formatNumber(c.connections) })}</p>
                      </div>
                      <IconButton
                        size="sm"
                        color="primary"
                        label={t(friend ? 'connections.disconnectFrom' : 'connections.connectTo', { name: c.name })}
                        aria-pressed={friend}
                        className={
                          friend ? 'bg-primary-fill text-on-primary hover:bg-primary hover:brightness-95' : 'border border-primary'
                        }
                        onClick={() => setFriends((f) => ({ ...f, [c.name]: !friend }))}
                      >
                        {friend ? <UserCheck /> : <UserPlus />}
                      </IconButton>
                    </li>
                  )
                })}
              </ul>
            </CardBody>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h3">{t('teams.title')}</CardTitle>
            </CardHeader>
            <CardBody>
              <ul className="grid gap-4">
                {data.teamsTech.map((team) => (
                  <li key={team.title} className="flex items-center gap-3">
                    <img src={team.avatar} alt="" width={38} height={38} className="size-[38px] shrink-0 rounded-full object-cover" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-strong">{team.title}</p>
                      <p className="text-sm text-muted">{t('about.members', { count: formatNumber(team.members) })}</p>
                    </div>
                    <Chip tone={team.chipColor}>{team.chipText}</Chip>
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
        </div>
        <ProfileProjectTable />
      </div>
    </div>
  )
}
