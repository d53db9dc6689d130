import type { CalendarName } from '@/api/contracts/calendar'
import type { I18nKey } from '@/i18n/i18n-keys'
import type { Tone } from '@/ui/tone'

/**
 * Each calendar's colour (a tone of the design system, readable in light and dark) and label.
 * Five distinct tones: the primary is red by default, so no calendar takes `error` beside it.
 */
export const CALENDAR_TONES: Record<CalendarName, Tone> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'info',
  Family: 'warning',
  ETC: 'secondary',
}

export const CALENDAR_LABELS: Record<CalendarName, I18nKey<'calendar'>> = {
  Business: 'calendars.Business',
  Holiday: 'calendars.Holiday',
  Personal: 'calendars.Personal',
  Family: 'calendars.Family',
  ETC: 'calendars.ETC',
}

/** The tone's fill shade (white text on it passes AA), as a CSS value FullCalendar can use. */
export const TONE_FILL: Record<Tone, string> = {
  primary: 'var(--primary-fill)',
  secondary: 'var(--secondary-fill)',
  success: 'var(--success-fill)',
  info: 'var(--info-fill)',
  warning: 'var(--warning-fill)',
  error: 'var(--error-fill)',
}
