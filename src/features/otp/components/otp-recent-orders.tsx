import { ChevronRight, History } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { formatMoney, formatRelative } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import { EmptyState } from '@/ui/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { RECENT_ORDERS, useOrders } from '../api/use-orders'
import { flagUrl } from '@/lib/display-names'
import { formatPhone, useCountryName } from '../lib/otp-format'
import { SERVICE_ICONS, SERVICE_TONES } from './otp-service'
import { OtpStatusChip } from './otp-status-chip'

/** The user's latest orders beside the order form, one tap from their live page. */
export function OtpRecentOrders() {
  const { t } = useTranslation('otp')
  const countryName = useCountryName()
  const { data, isPending } = useOrders(RECENT_ORDERS)
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{t('recent.title')}</CardTitle>
        <Link to={linkTo('otpHistory')} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          {t('recent.all')}
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </CardHeader>
      <CardBody className="px-2 pb-3">
        {isPending ? (
          <div className="flex flex-col gap-3 px-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : !data?.rows.length ? (
          <EmptyState size="sm" icon={<History />} title={t('recent.empty')} />
        ) : (
          <ul className="flex flex-col" data-testid="otp-recent">
            {data.rows.map((o) => {
              const Icon = SERVICE_ICONS[o.service]
              return (
                <li key={o.id}>
                  <Link
                    to={linkTo('otpOrder', { id: o.id })}
                    className="flex items-center gap-3 rounded-md px-3 py-2.5 hover:bg-hover focus-visible:bg-hover"
                  >
                    <span className="relative shrink-0" aria-hidden>
                      <span className={cn('flex size-9 items-center justify-center rounded-lg', SERVICE_TONES[o.service])}>
                        <Icon className="size-[18px]" />
                      </span>
                      <img
                        src={flagUrl(o.country)}
                        alt=""
                        className="absolute -end-1 -bottom-1 h-3 w-4 rounded-[2px] object-cover ring-2 ring-surface"
                      />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium text-strong tabular-nums">
                        <bdi dir="ltr">{formatPhone(o.phone, o.country)}</bdi>
                      </span>
                      <span className="truncate text-xs text-muted">
                        <span className="sr-only">
                          {t(`services.${o.service}`)}, {countryName(o.country)},{' '}
                        </span>
                        {formatRelative(o.createdAt)} · {formatMoney(o.price)}
                      </span>
                    </span>
                    <OtpStatusChip status={o.status} />
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  )
}
