import { Info } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { MatrixTable } from '@/ui/matrix-table'
import { Checkbox } from '@/ui/switch'

const EVENTS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const
const CHANNELS = ['email', 'browser', 'app'] as const
type Event = (typeof EVENTS)[number]
type Channel = (typeof CHANNELS)[number]

const INITIAL: Record<Event, Record<Channel, boolean>> = {
  newForYou: { email: true, browser: true, app: true },
  accountActivity: { email: true, browser: true, app: false },
  newBrowser: { email: true, browser: false, app: false },
  newDevice: { email: true, browser: false, app: false },
}

/**
 * Notifications tab: which events reach the user on which channel. The API stores no per-user
 * preferences, so the matrix is a preview kept on this page only (and says so).
 */
export function UserNotificationsTab() {
  const { t } = useTranslation('users')
  const [matrix, setMatrix] = useState(INITIAL)
  const toggle = (e: Event, c: Channel, v: boolean) => setMatrix((m) => ({ ...m, [e]: { ...m[e], [c]: v } }))
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{t('notifications.title')}</CardTitle>
          <CardSubtitle>{t('notifications.subtitle')}</CardSubtitle>
        </div>
      </CardHeader>
      <MatrixTable
        corner={t('notifications.type')}
        rows={EVENTS}
        columns={CHANNELS}
        rowLabel={(e) => t(`notifications.events.${e}`)}
        columnLabel={(c) => t(`notifications.channels.${c}`)}
        cell={(e, c) => (
          <Checkbox
            hideLabel
            label={t('notifications.cell', { event: t(`notifications.events.${e}`), channel: t(`notifications.channels.${c}`) })}
            checked={matrix[e][c]}
            onChange={(v) => toggle(e, c, v)}
          />
        )}
      />
      <CardBody className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Info aria-hidden className="size-4 shrink-0" />
        {t('notifications.localOnly')}
      </CardBody>
    </Card>
  )
}
