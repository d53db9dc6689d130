import { useTranslation } from 'react-i18next'
import { ConnectedServices } from '@/ui/connected-services'

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
  return (
    <ConnectedServices
      title={t('connection.title')}
      subtitle={t('connection.subtitle')}
      services={SERVICES.map((s) => ({
        ...s,
        description: t(`connection.services.${s.id}`),
        tileClassName: 'text-white',
        tileStyle: { background: s.color },
      }))}
      initiallyOn={{ calendar: true, slack: true, github: false, mailchimp: false, asana: true }}
    />
  )
}
