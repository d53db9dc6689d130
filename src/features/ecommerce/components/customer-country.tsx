import { flagUrl, regionName } from '@/lib/display-names'

/** The country's flag (local image) and its name in the active language. */
export function CustomerCountry({ code }: { code: string }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <img src={flagUrl(code)} alt="" className="h-4 w-6 rounded-sm object-cover" />
      {regionName(code.toUpperCase())}
    </span>
  )
}
