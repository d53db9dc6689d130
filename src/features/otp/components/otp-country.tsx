import { cn } from '@/lib/cn'
import { flagUrl } from '@/lib/display-names'
import { useCountryName } from '../lib/otp-format'

/** Flag and the country's name in the active language. */
export function OtpCountry({
  code,
  size = 'sm',
  className,
  showCode,
}: {
  code: string
  size?: 'sm' | 'lg'
  className?: string
  showCode?: boolean
}) {
  const name = useCountryName()
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      <img
        src={flagUrl(code)}
        alt=""
        width={size === 'lg' ? 36 : 22}
        height={size === 'lg' ? 27 : 16}
        className={cn(
          'shrink-0 rounded-[3px] object-cover shadow-[0_0_0_1px_var(--color-border)]',
          size === 'lg' ? 'h-[27px] w-9' : 'h-4 w-[22px]',
        )}
      />
      <span className="truncate">{name(code)}</span>
      {showCode && <span className="text-xs text-subtle">{code}</span>}
    </span>
  )
}
