/** Labels computed with Intl for the active language (countries): no list to translate. Months and week days: src/ui/charts/calendar-labels. */
export const countryName = (lng: string, code: string) => new Intl.DisplayNames([lng], { type: 'region' }).of(code.toUpperCase()) ?? code
