import { useTranslation } from 'react-i18next'
import { FRUITS, WEEKDAYS, type Fruit, type Weekday } from '@/api/contracts/platform'
import { cn } from '@/lib/cn'
import { ToggleGroup, toggleButtonClass, toggleInOrder } from '@/ui/toggle-group'
import { weekdayName } from '../lib/platform-meta'
import { FruitIcon } from './fruit-icon'

const PRESETS: Record<'week' | 'weekend' | 'all', Weekday[]> = {
  week: ['mon', 'tue', 'wed', 'thu', 'fri'],
  weekend: ['sat', 'sun'],
  all: [...WEEKDAYS],
}

/** Days of the week as toggles (in calendar order), with week / weekend / every-day presets. */
export function WeekdayPicker({ value, onChange, error }: { value: Weekday[]; onChange: (days: Weekday[]) => void; error?: string }) {
  const { t } = useTranslation('platform')
  const toggle = (day: Weekday) => onChange(toggleInOrder(WEEKDAYS, value, day))
  return (
    <ToggleGroup
      label={t('strategies.fields.activeDays')}
      error={error}
      extra={
        <span className="flex gap-1">
          {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((p) => (
            <button
              key={p}
              type="button"
              onClick={() => onChange(PRESETS[p])}
              className="rounded px-2 py-0.5 text-[0.8125rem] text-primary hover:bg-primary/10"
            >
              {t(`strategies.presets.${p}`)}
            </button>
          ))}
        </span>
      }
    >
      {WEEKDAYS.map((day) => (
        <button
          key={day}
          type="button"
          aria-pressed={value.includes(day)}
          aria-label={weekdayName(day, 'long')}
          title={weekdayName(day, 'long')}
          onClick={() => toggle(day)}
          className={cn(toggleButtonClass, 'w-12 capitalize')}
        >
          {weekdayName(day, 'short')}
        </button>
      ))}
    </ToggleGroup>
  )
}

/** Fruitz: the fruits a strategy targets (at least one). */
export function FruitPicker({ value, onChange, error }: { value: Fruit[]; onChange: (fruits: Fruit[]) => void; error?: string }) {
  const { t } = useTranslation('platform')
  const toggle = (fruit: Fruit) => onChange(toggleInOrder(FRUITS, value, fruit))
  return (
    <ToggleGroup label={t('strategies.fields.fruits')} error={error}>
      {FRUITS.map((fruit) => (
        <button
          key={fruit}
          type="button"
          aria-pressed={value.includes(fruit)}
          onClick={() => toggle(fruit)}
          className={cn(toggleButtonClass, 'px-3')}
        >
          <FruitIcon fruit={fruit} className="size-4" />
          {t(`fruits.${fruit}`)}
        </button>
      ))}
    </ToggleGroup>
  )
}

/** Read-only week strip: the seven days, the active ones highlighted. */
export function WeekStrip({ days }: { days: Weekday[] }) {
  const { t } = useTranslation('platform')
  return (
    <span
      className="flex gap-1"
      role="img"
      aria-label={t('strategies.activeOn', { days: days.map((d) => weekdayName(d, 'long')).join(', ') })}
    >
      {WEEKDAYS.map((d) => (
        <span
          key={d}
          aria-hidden
          className={cn(
            'flex size-6 items-center justify-center rounded-full text-[0.6875rem] font-semibold uppercase',
            days.includes(d) ? 'bg-primary-fill text-on-primary' : 'bg-hover text-muted',
          )}
        >
          {weekdayName(d, 'narrow')}
        </span>
      ))}
    </span>
  )
}
