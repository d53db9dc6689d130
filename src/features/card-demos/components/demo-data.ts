/** Labels computed with Intl for the active language (months, week days, countries): no list to translate. */
export const monthNames = (lng: string, count = 12) =>
  Array.from({ length: count }, (_, i) => new Intl.DateTimeFormat(lng, { month: 'short' }).format(new Date(2026, i, 1)))
export const dayNames = (lng: string) =>
  Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(lng, { weekday: 'short' }).format(new Date(2026, 10, 23 + i)))
export const countryName = (lng: string, code: string) => new Intl.DisplayNames([lng], { type: 'region' }).of(code.toUpperCase()) ?? code
