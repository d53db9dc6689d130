import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { CalendarDays } from 'lucide-react'
import { DayPicker, type DateRange } from 'react-day-picker'
import 'react-day-picker/style.css'
import { cn } from '@/lib/cn'
import { disabledMatchers, fromIso, type DateLimits, type DateLocale } from './date-locale'

type Selection =
  | { mode: 'single'; selected: Date | null; onSelect: (date: Date) => void }
  | { mode: 'range'; selected: DateRange | undefined; onSelect: (range: DateRange | undefined, done: boolean) => void }

const rdpStyle = {
  '--rdp-accent-color': 'var(--primary-ink)',
  '--rdp-accent-background-color': 'color-mix(in oklab, var(--primary-ink) 16%, transparent)',
  '--rdp-range_start-color': 'var(--on-primary)',
  '--rdp-range_end-color': 'var(--on-primary)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.375rem',
  '--rdp-day_button-width': '2.375rem',
} as React.CSSProperties

/**
 * The calendar button of the date fields: a Headless UI Popover holding react-day-picker in the
 * page's language (month names, first weekday, digits, direction). Arrow keys move between days
 * (mirrored in RTL), Enter picks, Escape closes and gives focus back to the button.
 */
export function CalendarPopover({
  loc,
  limits,
  label,
  disabled,
  invalid,
  selection,
}: {
  loc: DateLocale
  limits: DateLimits
  label: string
  disabled?: boolean
  invalid?: boolean
  selection: Selection
}) {
  const shared = {
    locale: loc.locale,
    weekStartsOn: loc.weekStartsOn,
    numerals: loc.numerals,
    dir: loc.dir,
    labels: loc.labels,
    disabled: disabledMatchers(limits),
    startMonth: fromIso(limits.min) ?? undefined,
    endMonth: fromIso(limits.max) ?? undefined,
    autoFocus: true,
    style: rdpStyle,
    className: 'text-[0.875rem] text-text',
  }
  return (
    <Popover className="flex">
      <PopoverButton
        aria-label={label}
        disabled={disabled}
        className={cn(
          'flex items-center rounded-md px-2.5 text-muted outline-none hover:text-text data-focus:text-primary data-focus:ring-2 data-focus:ring-primary',
          invalid && 'text-error',
        )}
      >
        <CalendarDays aria-hidden className="size-5" />
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="z-50 rounded-lg bg-surface p-3 shadow-pop ring-1 ring-border [--anchor-gap:6px]">
        {({ close }) =>
          selection.mode === 'single' ? (
            <DayPicker
              {...shared}
              mode="single"
              selected={selection.selected ?? undefined}
              defaultMonth={selection.selected ?? undefined}
              onSelect={(d) => {
                if (d) selection.onSelect(d)
                close()
              }}
            />
          ) : (
            <DayPicker
              {...shared}
              mode="range"
              selected={selection.selected}
              defaultMonth={selection.selected?.from}
              onSelect={(range, day) => {
                // Done once the second end is picked (a click on a new day after a full range restarts it).
                const done = Boolean(range?.from && range.to && selection.selected?.from && !selection.selected.to)
                selection.onSelect(range ?? { from: day, to: undefined }, done)
                if (done) close()
              }}
            />
          )
        }
      </PopoverPanel>
    </Popover>
  )
}
