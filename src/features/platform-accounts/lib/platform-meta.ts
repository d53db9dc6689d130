import { Ban, CircleCheck, CirclePause, Flame, Cherry, ShieldQuestion, ThermometerSun, type LucideIcon } from 'lucide-react'
import type { AccountStatus, Fruit, Platform, Weekday } from '@/api/contracts/platform'
import type { Tone } from '@/ui/chip'
import type { RouteName } from '@/lib/paths'
import i18n from '@/i18n'
import { regionName } from '@/lib/display-names'

/** What differs between the two platforms besides the schemas: names, icon, routes. */
export const PLATFORM_META: Record<
  Platform,
  { icon: LucideIcon; accountsRoute: RouteName; strategiesRoute: RouteName; hasFruit: boolean }
> = {
  tinder: { icon: Flame, accountsRoute: 'tinderAccounts', strategiesRoute: 'tinderStrategies', hasFruit: false },
  fruitz: { icon: Cherry, accountsRoute: 'fruitzAccounts', strategiesRoute: 'fruitzStrategies', hasFruit: true },
}

/** Display order of the statuses (cards above the table, filters, chips). */
export const STATUS_ORDER: AccountStatus[] = ['active', 'warming', 'verification', 'paused', 'banned']

export const STATUS_META: Record<AccountStatus, { tone: Tone; icon: LucideIcon }> = {
  active: { tone: 'success', icon: CircleCheck },
  warming: { tone: 'info', icon: ThermometerSun },
  verification: { tone: 'warning', icon: ShieldQuestion },
  paused: { tone: 'secondary', icon: CirclePause },
  banned: { tone: 'error', icon: Ban },
}

/** Fruitz fruits: the tone of their chip and icon. */
export const FRUIT_META: Record<Fruit, { tone: Tone }> = {
  cherry: { tone: 'error' },
  grape: { tone: 'info' },
  peach: { tone: 'warning' },
  watermelon: { tone: 'success' },
}

const intlLocale = () => (i18n.language === 'ar' ? 'ar-u-nu-latn' : i18n.language || 'fr')

/** Country name in the active language (ISO 3166-1 alpha-2 in, e.g. "France" / "فرنسا"). */
export function countryName(code: string): string {
  // Looked up once per language and code (a list shows the same few countries on every row).
  const key = `${intlLocale()}|${code}`
  let name = countryNames.get(key)
  if (name === undefined) {
    name = regionName(code)
    countryNames.set(key, name)
  }
  return name
}
const countryNames = new Map<string, string>()

// 2024-01-01 was a Monday.
const DAY_INDEX: Record<Weekday, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 }

/** Weekday name in the active language: `long`, `short` or `narrow`. */
export function weekdayName(day: Weekday, width: 'long' | 'short' | 'narrow' = 'short'): string {
  return new Intl.DateTimeFormat(intlLocale(), { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, DAY_INDEX[day])))
}

/**
 * A readable E.164 number: `+33639981234` -> `+33 6 39 98 12 34`, `+447700900123` ->
 * `+44 7700 900123`, `+12125550123` -> `+1 212 555 0123`; other codes in groups of three.
 */
export function formatPhone(e164: string): string {
  const fr = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164)
  if (fr) return `+33 ${fr.slice(1).join(' ')}`
  const gb = /^\+44(\d{4})(\d{6})$/.exec(e164)
  if (gb) return `+44 ${gb[1]} ${gb[2]}`
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164)
  if (nanp) return `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}`
  const m = /^\+(\d{2})(\d+)$/.exec(e164)
  return m ? `+${m[1]} ${m[2]!.replace(/(\d{3})(?=\d)/g, '$1 ')}` : e164
}

/** Matches per like, as a percentage with one decimal (0 when no like yet). */
export const matchRate = (stats: { likes: number; matches: number }) => (stats.likes > 0 ? (stats.matches / stats.likes) * 100 : 0)
