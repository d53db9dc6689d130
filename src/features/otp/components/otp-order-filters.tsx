import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DIAL_CODES, OTP_SERVICES, OTP_STATUSES } from '@/api/contracts/otp'
import type { TableState } from '@/ui/data-table'
import { DateRangeFilter } from '@/ui/date-range-filter'
import { FilterSelect } from '@/ui/filter-select'
import { useCountryName } from '../lib/otp-format'

export const ORDER_FILTERS = ['status', 'service', 'country', 'dateFrom', 'dateTo'] as const
export const ADMIN_ORDER_FILTERS = [...ORDER_FILTERS, 'userId'] as const
export type OrderFilterKey = (typeof ADMIN_ORDER_FILTERS)[number]

/** Status, service, country and date range (and the user, for the admin) of the order lists. */
export function OtpOrderFilters({ table, users }: { table: TableState<OrderFilterKey>; users?: { value: string; label: string }[] }) {
  const { t } = useTranslation('otp')
  const countryName = useCountryName()
  const countries = useMemo(
    () =>
      Object.keys(DIAL_CODES)
        .map((c) => ({ value: c, label: countryName(c) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [countryName],
  )
  return (
    <>
      {users && (
        <FilterSelect
          table={table}
          name="userId"
          label={t('fields.user')}
          placeholder={t('admin.allUsers')}
          options={users}
          data-testid="otp-filter-user"
        />
      )}
      <FilterSelect
        table={table}
        name="status"
        label={t('fields.status')}
        placeholder={t('history.allStatuses')}
        options={OTP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        data-testid="otp-filter-status"
      />
      <FilterSelect
        table={table}
        name="service"
        label={t('fields.service')}
        placeholder={t('catalog.allServices')}
        options={OTP_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))}
        data-testid="otp-filter-service"
      />
      <FilterSelect
        table={table}
        name="country"
        label={t('fields.country')}
        placeholder={t('catalog.allCountries')}
        options={countries}
        data-testid="otp-filter-country"
      />
      <DateRangeFilter table={table} from="dateFrom" to="dateTo" label={t('history.period')} data-testid="otp-filter-period" />
    </>
  )
}
