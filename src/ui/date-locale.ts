import { format, isValid, parse } from 'date-fns'
import { ar } from 'react-day-picker/locale/ar'
import { enUS } from 'react-day-picker/locale/en-US'
import { fr } from 'react-day-picker/locale/fr'
import type { DayPickerLocale, Numerals } from 'react-day-picker'

/** What the date fields need to know about a language: calendar locale, typed format, digits. */
export interface DateLocale {
  locale: DayPickerLocale
  /** The typed format (date-fns tokens), shown as a hint and used to parse. */
  pattern: string
  /** How a person reads that format (the hint: "JJ/MM/AAAA"). */
  patternLabel: string
  weekStartsOn: 0 | 1 | 6
  /** Digits of the calendar grid (Arabic-Indic in Arabic). Typed text is always read in both. */
  numerals: Numerals
  dir: 'ltr' | 'rtl'
  /** Day buttons named by the full date in the calendar's own digits, so the name contains the visible day (WCAG 2.5.3). */
  labels: { labelDayButton: (date: Date) => string }
}

const dayLabels = (language: string, numerals: Numerals) => {
  const full = new Intl.DateTimeFormat(language, { dateStyle: 'full', numberingSystem: numerals })
  return { labelDayButton: (date: Date) => full.format(date) }
}

const LOCALES: Record<string, DateLocale> = {
  fr: {
    locale: fr,
    pattern: 'dd/MM/yyyy',
    patternLabel: 'JJ/MM/AAAA',
    weekStartsOn: 1,
    numerals: 'latn',
    dir: 'ltr',
    labels: dayLabels('fr', 'latn'),
  },
  en: {
    locale: enUS,
    pattern: 'MM/dd/yyyy',
    patternLabel: 'MM/DD/YYYY',
    weekStartsOn: 0,
    numerals: 'latn',
    dir: 'ltr',
    labels: dayLabels('en', 'latn'),
  },
  ar: {
    locale: ar,
    pattern: 'dd/MM/yyyy',
    patternLabel: 'يوم/شهر/سنة',
    weekStartsOn: 6,
    numerals: 'arab',
    dir: 'rtl',
    labels: dayLabels('ar', 'arab'),
  },
}

export function dateLocale(language: string): DateLocale {
  return LOCALES[language.slice(0, 2)] ?? LOCALES.fr!
}

/** Values are ISO strings, like the API contracts: `yyyy-MM-dd` and `yyyy-MM-ddTHH:mm`. */
export const ISO_DATE = 'yyyy-MM-dd'
const ISO_RE = /^\d{4}-\d{2}-\d{2}$/

/** `2026-03-09` -> local Date at midnight, or null when not a real ISO date. */
export function fromIso(value: string | null | undefined): Date | null {
  if (!value || !ISO_RE.test(value)) return null
  const d = parse(value, ISO_DATE, new Date())
  return isValid(d) ? d : null
}

export const toIso = (date: Date): string => format(date, ISO_DATE)

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits to ASCII, so "٠٩/٠٣/٢٠٢٦" parses too. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (c) => String((c.charCodeAt(0) & 0xf) % 10))
}

/** Typed text in the language's format -> Date, or null (also for a 2-digit year or a day 31/02). */
export function parseTyped(text: string, loc: DateLocale): Date | null {
  const clean = asciiDigits(text.trim())
  if (!/^\d{1,2}\D\d{1,2}\D\d{4}$/.test(clean)) return null
  const d = parse(clean.replace(/\D/g, '/'), loc.pattern, new Date())
  return isValid(d) ? d : null
}

/** Date -> the typed form (ASCII digits, so the input stays editable with any keyboard). */
export const formatTyped = (date: Date, loc: DateLocale): string => format(date, loc.pattern)

export interface DateLimits {
  /** ISO dates, inclusive. */
  min?: string
  max?: string
  /** Days that cannot be chosen (weekends, holidays). */
  isDisabled?: (date: Date) => boolean
}

export type DateProblem = 'beforeMin' | 'afterMax' | 'unavailable' | null

export function checkLimits(date: Date, { min, max, isDisabled }: DateLimits): DateProblem {
  const iso = toIso(date)
  if (min && iso < min) return 'beforeMin'
  if (max && iso > max) return 'afterMax'
  if (isDisabled?.(date)) return 'unavailable'
  return null
}

/** DayPicker `disabled` matchers for the same limits. */
export function disabledMatchers({ min, max, isDisabled }: DateLimits) {
  const matchers: ({ before: Date } | { after: Date } | ((d: Date) => boolean))[] = []
  const lo = fromIso(min)
  const hi = fromIso(max)
  if (lo) matchers.push({ before: lo })
  if (hi) matchers.push({ after: hi })
  if (isDisabled) matchers.push(isDisabled)
  return matchers
}
