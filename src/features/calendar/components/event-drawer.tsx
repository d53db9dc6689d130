import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '@/api/contracts/calendar'
import { calendarEvents } from '@/api/resources/calendar'
import { useFormDialog } from '@/lib/use-form-dialog'
import { ConfirmDialog } from '@/ui/dialog'
import { FormDrawer } from '@/ui/form-dialog'
import { IconButton } from '@/ui/icon-button'
import { eventFormSchema, formValuesOf, type EventFormValues } from '../lib/event-form'
import { EventForm } from './event-form'

/** API field -> drawer field (the calendar, guests, place and notes sit in `extendedProps`). */
const RENAME = {
  'extendedProps.calendar': 'calendar',
  'extendedProps.guests': 'guests',
  'extendedProps.location': 'location',
  'extendedProps.description': 'description',
}

/**
 * Add or edit an event in a side drawer: validated by the drawer's schema (end after start), saved
 * through POST or PUT; an edited event can be deleted after a confirmation.
 */
export function EventDrawer({
  open,
  onClose,
  event,
  blank,
}: {
  open: boolean
  onClose: () => void
  /** The edited event, or null to add one. */
  event: CalendarEvent | null
  /** The new event's values (the day or slot clicked). */
  blank: EventFormValues
}) {
  const { t } = useTranslation(['calendar', 'common'])
  const [confirming, setConfirming] = useState(false)
  const create = calendarEvents.useMutation('create', {
    form: true,
    failed: t('toasts.failed'),
    success: (saved) => t('toasts.created', { title: saved.title }),
  })
  const update = calendarEvents.useMutation('update', {
    form: true,
    failed: t('toasts.failed'),
    success: (saved) => t('toasts.updated', { title: saved.title }),
  })
  const remove = calendarEvents.useMutation('remove', { failed: t('toasts.failed'), success: () => t('toasts.deleted') })
  const dialog = useFormDialog({
    schema: eventFormSchema,
    open,
    values: () => (event ? formValuesOf(event) : blank),
    submit: (body) => (event ? update.mutateAsync({ id: event.id, body }) : create.mutateAsync(body)),
    onDone: onClose,
    rename: RENAME,
    deps: [event, blank],
  })
  const title = event ? t('drawer.edit') : t('drawer.add')
  return (
    <>
      <FormDrawer
        dialog={dialog}
        open={open}
        onClose={onClose}
        width="w-[min(440px,100vw)]"
        title={title}
        submitLabel={event ? t('drawer.submitEdit') : t('drawer.submitAdd')}
        className="flex flex-col gap-4"
        actions={
          event && (
            <IconButton label={t('drawer.delete')} color="error" onClick={() => setConfirming(true)}>
              <Trash2 />
            </IconButton>
          )
        }
      >
        <EventForm form={dialog.form} />
      </FormDrawer>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message', { title: event?.title ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!event) return
          remove.mutate(event.id, {
            onSuccess: () => {
              setConfirming(false)
              onClose()
            },
          })
        }}
      />
    </>
  )
}
