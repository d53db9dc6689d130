import { addDays, format } from 'date-fns'
import { useState } from 'react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import { useDateLocale } from '@/ui/date-field'
import { DateField } from '@/ui/date-field'
import { fromIso, toIso } from '@/ui/date-locale'
import { DateRangeField } from '@/ui/date-range-field'
import { DateTimeField } from '@/ui/date-time-field'
import { TimeField } from '@/ui/time-input'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './date-time-picker-page.tsx?raw'

const today = () => toIso(new Date())

function BasicDate() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  return <DateField label={t('f.date')} value={value} onChange={setValue} />
}

function TimePicker() {
  const { t } = useDemoT()
  return <TimeField label={t('f.time')} defaultValue="09:30" />
}

function DateAndTime() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  return <DateTimeField label={t('f.dateTime')} value={value} onChange={setValue} />
}

function MultipleDates() {
  const { t } = useDemoT()
  const loc = useDateLocale()
  const [days, setDays] = useState<Date[]>([])
  return (
    <div className="flex flex-col gap-2">
      <DayPicker
        mode="multiple"
        selected={days}
        onSelect={(d) => setDays(d ?? [])}
        locale={loc.locale}
        weekStartsOn={loc.weekStartsOn}
        numerals={loc.numerals}
        dir={loc.dir}
        labels={loc.labels}
      />
      <p className="text-sm text-muted" aria-live="polite">
        {t('shared.selectedN', { n: days.length })}
      </p>
    </div>
  )
}

function Range() {
  const { t } = useDemoT()
  const [value, setValue] = useState<{ from: string | null; to: string | null }>({ from: null, to: null })
  return <DateRangeField label={t('f.stay')} value={value} onChange={setValue} />
}

function HumanFriendly() {
  const { t } = useDemoT()
  const loc = useDateLocale()
  const [value, setValue] = useState<string | null>(today())
  const date = fromIso(value)
  return (
    <>
      <DateField label={t('f.date')} value={value} onChange={setValue} />
      <p className="text-sm text-muted">{date ? format(date, 'PPPP', { locale: loc.locale }) : '—'}</p>
    </>
  )
}

function DisabledRange() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  const start = new Date()
  const isDisabled = (d: Date) => d >= addDays(start, 2) && d <= addDays(start, 6)
  return (
    <DateField
      label={t('f.date')}
      value={value}
      onChange={setValue}
      min={today()}
      isDisabled={isDisabled}
      hint={t('shared.disabledDaysHint')}
    />
  )
}

function Inline() {
  const loc = useDateLocale()
  const [day, setDay] = useState<Date | undefined>(new Date())
  return (
    <DayPicker
      mode="single"
      selected={day}
      onSelect={setDay}
      locale={loc.locale}
      weekStartsOn={loc.weekStartsOn}
      numerals={loc.numerals}
      dir={loc.dir}
      labels={loc.labels}
    />
  )
}

export default function DateTimePickerPage() {
  return (
    <DemoPage
      page="dateTimePicker"
      raw={raw}
      demos={{ BasicDate, TimePicker, DateAndTime, MultipleDates, Range, HumanFriendly, DisabledRange, Inline }}
    />
  )
}
