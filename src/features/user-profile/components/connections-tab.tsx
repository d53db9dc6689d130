import { UserCheck, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileConnections } from '@/api/contracts/profile'
import { formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { useProfileTab } from '../api/profile'
import { TabState } from './tab-state'

/** Connections tab: people cards with their stats and a connect/disconnect toggle (kept on this page). */
export function ConnectionsTab() {
  const query = useProfileTab('connections')
  return <TabState query={query}>{(people) => <ConnectionCards people={people} />}</TabState>
}

function ConnectionCards({ people }: { people: ProfileConnections }) {
  const { t } = useTranslation('profile')
  const [connected, setConnected] = useState<Record<number, boolean>>(() => Object.fromEntries(people.map((p) => [p.id, p.isConnected])))
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t('tabs.connections')}>
      {people.map((p) => {
        const on = connected[p.id] ?? false
        const stats = [
          ['projects', p.projects],
          ['tasks', p.tasks],
          ['connections', p.connections],
        ] as const
        return (
          <li key={p.id} className="flex">
            <Card className="flex flex-1 flex-col">
              <CardBody className="flex flex-1 flex-col items-center gap-3 pt-6 text-center">
                <Avatar src={p.avatar} name={p.name} size={96} />
                <div>
                  <h2 className="text-lg font-medium text-strong">{p.name}</h2>
                  <p className="text-sm text-muted">{p.designation}</p>
                </div>
                <span className="flex flex-wrap justify-center gap-1.5">
                  {p.chips.map((c) => (
                    <Chip key={c.title} tone={c.color}>
                      {c.title}
                    </Chip>
                  ))}
                </span>
                <dl className="my-2 grid w-full grid-cols-3 gap-2">
                  {stats.map(([key, value]) => (
                    <div key={key} className="flex flex-col-reverse">
                      <dt className="text-sm text-muted">{t(`connections.stats.${key}`)}</dt>
                      <dd className="text-lg font-medium text-strong tabular-nums">{formatNumber(value)}</dd>
                    </div>
                  ))}
                </dl>
                <Button
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  aria-label={t(on ? 'connections.disconnectFrom' : 'connections.connectTo', { name: p.name })}
                  onClick={() => setConnected((c) => ({ ...c, [p.id]: !on }))}
                >
                  {on ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
                  {t(on ? 'connections.connected' : 'connections.connect')}
                </Button>
              </CardBody>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
