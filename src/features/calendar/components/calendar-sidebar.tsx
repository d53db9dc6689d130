import { ChevronDown, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import { CALENDARS, type CalendarName } from '@/api/contracts/calendar'
import { cn } from '@/lib/cn'
import { Button } from '@/ui/button'
import { useDateLocale } from '@/ui/date-field'
import { CALENDAR_LABELS, CALENDAR_TONES, TONE_FILL } from '../lib/calendar-meta'

const miniMonthStyle = {
  '--rdp-accent-color': 'var(--primary-ink)',
  '--rdp-accent-background-color': 'color-mix(in oklab, var(--primary-ink) 16%, transparent)',
  '--rdp-day-height': '2.25rem',
  '--rdp-day-width': '2.25rem',
  '--rdp-day_button-height': '2.125rem',
  '--rdp-day_button-width': '2.125rem',
} as React.CSSProperties

/** A filter checkbox in its calendar's colour (native, so keyboard and screen readers work as usual). */
function FilterBox({ label, checked, onChange, accent }: { label: string; checked: boolean; onChange: () => void; accent: string }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-3 text-[0.9375rem]">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-[18px] cursor-pointer rounded"
        style={{ accentColor: accent }}
      />
      <span>{label}</span>
    </label>
  )
}

/**
 * The calendar's side column: "Add event", a mini month to jump to a date, and the five calendars
 * as coloured filters with "View all". Below 960 px it sits above the calendar, the mini month and
 * filters folded behind a toggle so the calendar stays in view.
 */
export function CalendarSidebar({
  date,
  onJump,
  onAdd,
  shown,
  onShownChange,
}: {
  date: Date
  onJump: (date: Date) => void
  onAdd: () => void
  shown: CalendarName[]
  onShownChange: (shown: CalendarName[]) => void
}) {
  const { t } = useTranslation('calendar')
  const loc = useDateLocale()
  const all = shown.length === CALENDARS.length
  const toggle = (name: CalendarName) =>
    onShownChange(shown.includes(name) ? shown.filter((c) => c !== name) : CALENDARS.filter((c) => c === name || shown.includes(c)))
  const [unfolded, setUnfolded] = useState(false)
  const panelId = useId()
  return (
    <div className="flex flex-col gap-5">
      <div className="flex gap-3">
        <Button onClick={onAdd} className="flex-1">
          <Plus aria-hidden />
          {t('addEvent')}
        </Button>
        <Button
          variant="tonal"
          color="secondary"
          className="md:hidden"
          aria-expanded={unfolded}
          aria-controls={panelId}
          onClick={() => setUnfolded((u) => !u)}
        >
          {unfolded ? t('hideFilters') : t('showFilters')}
          <ChevronDown aria-hidden className={cn('transition-transform', unfolded && 'rotate-180')} />
        </Button>
      </div>
      <div
        id={panelId}
        className={cn('flex flex-col gap-5 max-md:grid max-md:grid-cols-[auto_1fr] max-md:items-start', !unfolded && 'max-md:hidden')}
      >
        <section aria-label={t('jumpTo')} className="flex justify-center border-border py-3 md:border-y">
          <DayPicker
            mode="single"
            required
            selected={date}
            month={date}
            onMonthChange={onJump}
            onSelect={onJump}
            locale={loc.locale}
            weekStartsOn={loc.weekStartsOn}
            numerals={loc.numerals}
            dir={loc.dir}
            labels={loc.labels}
            style={miniMonthStyle}
            className="text-[0.875rem] text-text"
          />
        </section>
        <fieldset className="flex flex-col gap-1 max-md:py-3">
          <legend className="mb-2 text-[0.8125rem] font-medium tracking-wide text-muted uppercase">{t('filters')}</legend>
          <FilterBox label={t('viewAll')} checked={all} onChange={() => onShownChange(all ? [] : [...CALENDARS])} accent="var(--text)" />
          {CALENDARS.map((name) => (
            <FilterBox
              key={name}
              label={t(CALENDAR_LABELS[name])}
              checked={shown.includes(name)}
              onChange={() => toggle(name)}
              accent={TONE_FILL[CALENDAR_TONES[name]]}
            />
          ))}
        </fieldset>
      </div>
    </div>
  )
}
