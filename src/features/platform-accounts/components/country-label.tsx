import { useTranslation } from 'react-i18next'
import { flagUrl } from '@/lib/display-names'
import { countryName } from '../lib/platform-meta'

/** Flag (local image) + city, the country's name in the active language underneath. */
export function LocationLabel({ city, country }: { city: string; country: string }) {
  const { i18n } = useTranslation()
  const name = countryName(country)
  return (
    <span className="flex min-w-0 items-center gap-2" lang={i18n.language}>
      <img
        src={flagUrl(country)}
        alt=""
        width={20}
        height={15}
        className="h-[15px] w-5 shrink-0 rounded-[2px] object-cover ring-1 ring-border"
        onError={(e) => {
          e.currentTarget.style.visibility = 'hidden'
        }}
      />
      <span className="min-w-0">
        <span className="block truncate">
          <bdi>{city}</bdi>
        </span>
        <span className="block truncate text-[0.8125rem] text-muted">{name}</span>
      </span>
    </span>
  )
}
