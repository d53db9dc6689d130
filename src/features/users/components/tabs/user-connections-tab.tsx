import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ConnectedServices } from '@/ui/connected-services'
import { toneClasses } from '@/ui/tone'

/** Workspace services a user can link (fictional); initials on a tonal tile, no third-party logos. */
const SERVICES = [
  { id: 'calendar', tone: toneClasses.info.soft },
  { id: 'chat', tone: toneClasses.secondary.soft },
  { id: 'repository', tone: toneClasses.success.soft },
  { id: 'mailing', tone: toneClasses.warning.soft },
  { id: 'tasks', tone: toneClasses.error.soft },
] as const

/** Connections tab: services linked to the account; toggles are kept on this page only (no API for them). */
export function UserConnectionsTab() {
  const { t } = useTranslation('users')
  return (
    <ConnectedServices
      title={t('connections.title')}
      subtitle={t('connections.subtitle')}
      services={SERVICES.map((s) => {
        const name = t(`connections.services.${s.id}.name`)
        return {
          id: s.id,
          name,
          initial: name.charAt(0),
          description: t(`connections.services.${s.id}.description`),
          tileClassName: s.tone,
        }
      })}
      initiallyOn={{ calendar: true, chat: true, repository: false, mailing: false, tasks: true }}
      footer={
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Info aria-hidden className="size-4 shrink-0" />
          {t('connections.localOnly')}
        </p>
      }
    />
  )
}
