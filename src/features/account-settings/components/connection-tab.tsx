import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Switch } from '@/ui/switch'

/** Third-party services of the demo workspace (fictional connections). */
const SERVICES = [
  { id: 'calendar', name: 'Google Calendar', color: '#4285F4', initial: 'G' },
  { id: 'slack', name: 'Slack', color: '#611F69', initial: 'S' },
  { id: 'github', name: 'GitHub', color: '#24292F', initial: 'G' },
  { id: 'mailchimp', name: 'Mailchimp', color: '#FFE01B', initial: 'M' },
  { id: 'asana', name: 'Asana', color: '#F06A6A', initial: 'A' },
] as const

export function ConnectionTab() {
  const { t } = useTranslation('account')
  const [on, setOn] = useState<Record<string, boolean>>({ calendar: true, slack: true, github: false, mailchimp: false, asana: true })
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{t('connection.title')}</CardTitle>
          <CardSubtitle>{t('connection.subtitle')}</CardSubtitle>
        </div>
      </CardHeader>
      <CardBody>
        <ul className="divide-y divide-border">
          {SERVICES.map((s) => (
            <li key={s.id} className="flex items-center gap-4 py-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg text-lg font-semibold text-white" style={{ background: s.color }} aria-hidden>
                {s.initial}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-strong">{s.name}</p>
                <p className="text-sm text-muted">{t(`connection.services.${s.id}`)}</p>
              </div>
              <Switch label={<span className="sr-only">{s.name}</span>} checked={on[s.id] ?? false} onChange={(v) => setOn((o) => ({ ...o, [s.id]: v }))} />
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}
