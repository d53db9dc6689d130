import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FLAG_COUNTRIES, regionName } from '@/lib/display-names'
import { Select } from '@/ui/field'

type CountrySelectProps = Omit<React.ComponentPropsWithoutRef<typeof Select>, 'label' | 'options'> & {
  /** A code stored before (an order's), listed even when it is not one of the shop's countries. */
  current?: string
}

/** The shop's "Country" select: its countries (plus `current`), named and sorted in the active language. */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect({ current, ...props }, ref) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const options = [...new Set<string>(current ? [...FLAG_COUNTRIES, current] : FLAG_COUNTRIES)]
    .map((c) => ({ value: c, label: regionName(c) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  return <Select ref={ref} label={t('fields.country')} options={options} {...props} />
})
