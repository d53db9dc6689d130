import { Info } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Switch } from '@/ui/switch'

/** Workspace services a user can link (fictional); initials on a tonal tile, no third-party logos. */
const SERVICES = [
  { id: 'calendar', tone: 'bg-info/15 text-info' },
  { id: 'chat', tone: 'bg-secondary/15 text-secondary' },
  { id: 'repository', tone: 'bg-success/15 text-success' },
  { id: 'mailing', tone: 'bg-warning/15 text-warning' },
  { id: 'tasks', tone: 'bg-error/15 text-error' },
] as const

/** Connections tab: services linked to the account; toggles are kept on this page only (no API for them). */
export function UserConnectionsTab() {
  const { t } = useTranslation('users')
  const [on, setOn] = useState<Record<string, boolean>>({ calendar: true, chat: true, repository: false, mailing: false, tasks: true })
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{t('connections.title')}</CardTitle>
          <CardSubtitle>{t('connections.subtitle')}</CardSubtitle>
        </div>
      </CardHeader>
      <CardBody>
        <ul className="divide-y divide-border">
          {SERVICES.map((s) => (
            <li key={s.id} className="flex items-center gap-4 py-3">
              <span aria-hidden className={`flex size-10 shrink-0 items-center justify-center rounded-lg text-lg font-semibold ${s.tone}`}>
                {t(`connections.services.${s.id}.name`).charAt(0)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-strong">{t(`connections.services.${s.id}.name`)}</p>
                <p className="text-sm text-muted">{t(`connections.services.${s.id}.description`)}</p>
              </div>
              <Switch label={<span className="sr-only">{t(`connections.services.${s.id}.name`)}</span>} checked={on[s.id] ?? false} onChange={(v) => setOn((o) => ({ ...o, [s.id]: v }))} />
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Info aria-hidden className="size-4 shrink-0" />
          {t('connections.localOnly')}
        </p>
      </CardBody>
    </Card>
  )
}
