import { CalendarDays, MapPin, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { regionName } from '@/lib/display-names'
import { formatDate } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Skeleton } from '@/ui/skeleton'
import { useProfileHeader } from '../api/profile'
import { ProfileIcon } from '../lib/profile-icon'

/** Cover banner, avatar, then the name (the page's h1), designation, location and joining date. */
export function ProfileHeader() {
  const { t } = useTranslation(['profile', 'common'])
  const header = useProfileHeader()
  const h = header.data
  return (
    <Card className="overflow-hidden">
      <div className="h-36 bg-primary/15 sm:h-56">{h && <img src={h.coverImg} alt="" className="size-full object-cover" />}</div>
      <div className="flex flex-col items-center gap-5 px-6 pb-6 sm:flex-row sm:items-end">
        <div className="-mt-12 shrink-0 sm:-mt-10">
          {h ? (
            <img
              src={h.profileImg}
              alt={h.fullName}
              width={120}
              height={120}
              className="size-[120px] rounded-xl bg-surface object-cover ring-4 ring-surface"
            />
          ) : (
            <Skeleton className="size-[120px] rounded-xl ring-4 ring-surface" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-center gap-3 sm:items-start">
          {h ? (
            <h1 className="text-2xl font-medium text-strong">{h.fullName}</h1>
          ) : (
            <>
              <h1 className="sr-only">{t('page.title')}</h1>
              <Skeleton className="h-7 w-48" />
            </>
          )}
          {h ? (
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-[0.9375rem] text-muted" aria-label={t('header.facts')}>
              <li className="flex items-center gap-2">
                <ProfileIcon name={h.designationIcon} />
                {h.designation}
              </li>
              <li className="flex items-center gap-2">
                <MapPin aria-hidden className="size-5 shrink-0" />
                {t('header.location', { city: h.location, country: regionName(h.country) })}
              </li>
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden className="size-5 shrink-0" />
                {t('header.joined', { date: formatDate(h.joiningDate, { month: 'long', year: 'numeric' }) })}
              </li>
            </ul>
          ) : header.isError ? (
            <div role="alert" className="flex items-center gap-3 text-error">
              {t('page.loadFailed')}
              <Button size="sm" variant="tonal" onClick={() => header.refetch()}>
                {t('common:actions.retry')}
              </Button>
            </div>
          ) : (
            <Skeleton className="h-5 w-72 max-w-full" />
          )}
        </div>
        <Link
          to={linkTo('accountSettingsTab', { tab: 'account' })}
          className="inline-flex h-[2.375rem] shrink-0 items-center gap-2 rounded-md bg-primary-fill px-[1.125rem] text-[0.9375rem] font-medium text-white shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <Pencil aria-hidden className="size-[1.15em]" />
          {t('header.edit')}
        </Link>
      </div>
    </Card>
  )
}
