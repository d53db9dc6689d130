import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationSettings } from '@/api/contracts/auth'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Select } from '@/ui/field'
import { MatrixTable } from '@/ui/matrix-table'
import { Checkbox } from '@/ui/switch'
import { useNotificationSettings, useSaveNotificationSettings } from '../api/account-api'

export function NotificationTab() {
  const { t } = useTranslation(['account', 'common'])
  const { data, isLoading, isError, refetch } = useNotificationSettings()
  const save = useSaveNotificationSettings()
  const [draft, setDraft] = useState<NotificationSettings>()
  useEffect(() => {
    if (data) setDraft(data)
  }, [data])

  if (isError)
    return (
      <Card className="p-6 text-center">
        <p className="text-error">{t('common:states.error')}</p>
        <Button variant="tonal" className="mt-3" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Card>
    )
  if (isLoading || !draft) return <Card className="h-72 animate-pulse" aria-busy />

  const toggle = (event: (typeof NOTIFICATION_EVENTS)[number], channel: (typeof NOTIFICATION_CHANNELS)[number], value: boolean) =>
    setDraft({ ...draft, settings: { ...draft.settings, [event]: { ...draft.settings[event], [channel]: value } } })

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{t('notification.title')}</CardTitle>
          <CardSubtitle>{t('notification.subtitle')}</CardSubtitle>
        </div>
      </CardHeader>
      <MatrixTable
        corner={t('notification.type')}
        rows={NOTIFICATION_EVENTS}
        columns={NOTIFICATION_CHANNELS}
        rowLabel={(e) => t(`notification.events.${e}`)}
        columnLabel={(c) => t(`notification.channels.${c}`)}
        cell={(e, c) => (
          <Checkbox
            hideLabel
            label={`${t(`notification.events.${e}`)} — ${t(`notification.channels.${c}`)}`}
            checked={draft.settings[e]?.[c] ?? false}
            onChange={(v) => toggle(e, c, v)}
          />
        )}
      />
      <CardBody className="mt-4 flex flex-wrap items-end gap-4">
        <div className="w-full max-w-xs">
          <Select
            label={t('notification.when')}
            value={draft.when}
            onChange={(e) => setDraft({ ...draft, when: e.target.value as NotificationSettings['when'] })}
            options={(['online', 'always', 'never'] as const).map((w) => ({ value: w, label: t(`notification.whenOptions.${w}`) }))}
          />
        </div>
        <Button loading={save.isPending} onClick={() => save.mutate(draft)}>
          {t('common:actions.save')}
        </Button>
      </CardBody>
    </Card>
  )
}
