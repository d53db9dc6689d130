import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CALENDARS, type CalendarEventInput } from '@/api/contracts/calendar'
import { useErrorText } from '@/lib/form-errors'
import { DateField } from '@/ui/date-field'
import { DateTimeField } from '@/ui/date-time-field'
import { Select, Textarea, TextField } from '@/ui/field'
import { Switch } from '@/ui/switch'
import { CALENDAR_LABELS, CALENDAR_TONES, TONE_FILL } from '../lib/calendar-meta'
import { switchAllDay, type EventFormValues } from '../lib/event-form'
import { GuestsField } from './guests-field'

const DATE_LABELS = { start: 'fields.start', end: 'fields.end' } as const

/** The fields of the event drawer's form (title, calendar, dates or days, link, guests, place, notes). */
export function EventForm({ form }: { form: UseFormReturn<EventFormValues, unknown, CalendarEventInput> }) {
  const { t } = useTranslation(['calendar', 'common'])
  const err = useErrorText()
  const e = form.formState.errors
  const allDay = form.watch('allDay')
  const calendar = form.watch('calendar')
  const DateInput = allDay ? DateField : DateTimeField
  const calendars = CALENDARS.map((c) => ({ value: c, label: t(CALENDAR_LABELS[c]) }))
  return (
    <>
      <TextField
        label={t('fields.title')}
        required
        autoComplete="off"
        autoFocus
        {...form.register('title')}
        error={err(e.title?.message)}
      />
      <Select
        label={
          <span className="inline-flex items-center gap-2">
            {t('fields.calendar')}
            <span aria-hidden className="size-2.5 rounded-full" style={{ background: TONE_FILL[CALENDAR_TONES[calendar] ?? 'primary'] }} />
          </span>
        }
        options={calendars}
        {...form.register('calendar')}
        error={err(e.calendar?.message)}
      />
      <Controller
        control={form.control}
        name="allDay"
        render={({ field }) => (
          <Switch
            label={t('fields.allDay')}
            checked={field.value}
            onChange={(next) => {
              const dates = switchAllDay(form.getValues(), next)
              field.onChange(next)
              form.setValue('start', dates.start)
              form.setValue('end', dates.end)
              if (form.formState.isSubmitted) void form.trigger(['start', 'end'])
            }}
          />
        )}
      />
      {(['start', 'end'] as const).map((name) => (
        <Controller
          key={`${name}-${allDay ? 'day' : 'time'}`}
          control={form.control}
          name={name}
          render={({ field }) => (
            <DateInput
              label={t(DATE_LABELS[name])}
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={err(e[name]?.message)}
            />
          )}
        />
      ))}
      <TextField label={t('fields.url')} type="url" dir="ltr" hint={t('hints.url')} {...form.register('url')} error={err(e.url?.message)} />
      <Controller
        control={form.control}
        name="guests"
        render={({ field }) => <GuestsField value={field.value} onChange={field.onChange} error={err(e.guests?.message)} />}
      />
      <TextField label={t('fields.location')} {...form.register('location')} error={err(e.location?.message)} />
      <Textarea label={t('fields.description')} {...form.register('description')} error={err(e.description?.message)} />
    </>
  )
}
