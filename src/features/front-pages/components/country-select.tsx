import { forwardRef, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { FLAG_COUNTRIES, regionName } from '@/lib/display-names'
import { Select } from '@/ui/field'

/** Country select (ISO codes, names in the active language, sorted for it). */
export const CountrySelect = forwardRef<HTMLSelectElement, Omit<React.ComponentProps<typeof Select>, 'options'>>(
  function CountrySelect(props, ref) {
    const { i18n } = useTranslation()
    const options = useMemo(
      () => FLAG_COUNTRIES.map((c) => ({ value: c, label: regionName(c) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
      [i18n.language],
    )
    return <Select ref={ref} options={options} {...props} />
  },
)
