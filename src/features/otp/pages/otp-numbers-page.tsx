import { Globe2, Layers, PackageX, Tag } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { OTP_SERVICES, type CatalogEntry } from '@/api/contracts/otp'
import { formatMoney, formatNumber } from '@/lib/format'
import { Card, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { DataTable, applyLocalQuery, useTableState, type TableQuery } from '@/ui/data-table'
import { FilterSelect } from '@/ui/filter-select'
import { Checkbox } from '@/ui/switch'
import { fullCatalogQuery, useFullCatalog } from '../api/use-catalog'
import { useCatalogColumns } from '../columns/otp-catalog-columns'
import { OtpStat } from '../components/otp-stat'
import { useCountryName } from '../lib/otp-format'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['otp']

/** The catalog, asked for while the page's code loads (the screen's own query; it filters in the page). */
export const prefetch: PageModuleExtras['prefetch'] = ({ client }) => client.prefetchQuery(fullCatalogQuery())

/**
 * /otp/numbers: the catalog. It is small (tens of rows), so it is fetched whole once and searched,
 * filtered and sorted here — which lets countries sort and match by their name in the active language.
 */
export default function OtpNumbersPage() {
  const { t } = useTranslation('otp')
  const countryName = useCountryName()
  const table = useTableState({ filters: ['service', 'country', 'inStock'], defaults: { sortBy: 'country' } })
  const catalog = useFullCatalog()
  const columns = useCatalogColumns()
  const all = useMemo(() => catalog.data?.rows ?? [], [catalog.data])

  const page = useMemo(
    () =>
      applyLocalQuery<CatalogEntry>(all, table.query as TableQuery & Record<string, string>, {
        search: (e) => [countryName(e.country), e.country, t(`services.${e.service}`), e.service],
        sort: {
          country: (e) => countryName(e.country),
          service: (e) => t(`services.${e.service}`),
          price: (e) => e.price,
          stock: (e) => e.stock,
        },
        filters: { service: (e, v) => e.service === v, country: (e, v) => e.country === v, inStock: (e, v) => v !== 'true' || e.stock > 0 },
      }),
    [all, table.query, countryName, t],
  )

  const countries = useMemo(
    () =>
      [...new Set(all.map((e) => e.country))]
        .map((c) => ({ value: c, label: countryName(c) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [all, countryName],
  )
  const ready = catalog.isSuccess
  const lowest = all.length ? Math.min(...all.map((e) => e.price)) : 0

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <OtpStat icon={Globe2} label={t('catalog.countries')} value={ready ? formatNumber(countries.length) : undefined} />
        <OtpStat icon={Layers} label={t('catalog.offers')} value={ready ? formatNumber(all.length) : undefined} tone="info" />
        <OtpStat icon={Tag} label={t('catalog.lowest')} value={ready ? formatMoney(lowest) : undefined} tone="success" />
        <OtpStat
          icon={PackageX}
          label={t('catalog.outOfStock')}
          value={ready ? formatNumber(all.filter((e) => e.stock === 0).length) : undefined}
          tone="error"
        />
      </div>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('catalog.title')}</CardTitle>
            <CardSubtitle>{t('catalog.subtitle')}</CardSubtitle>
          </div>
        </CardHeader>
        <DataTable
          label={t('catalog.title')}
          columns={columns}
          data={ready ? page.rows : undefined}
          total={ready ? page.total : undefined}
          state={table}
          getRowId={(e) => e.id}
          loading={catalog.isPending}
          fetching={catalog.isFetching}
          error={catalog.isError}
          onRetry={() => catalog.refetch()}
          density="dense"
          search={{ label: t('catalog.search'), placeholder: t('catalog.searchPlaceholder') }}
          empty={{ message: t('catalog.empty') }}
          filters={
            <>
              <FilterSelect
                table={table}
                name="service"
                label={t('fields.service')}
                placeholder={t('catalog.allServices')}
                options={OTP_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))}
              />
              <FilterSelect
                table={table}
                name="country"
                label={t('fields.country')}
                placeholder={t('catalog.allCountries')}
                options={countries}
              />
              <div className="flex items-end pb-2">
                <Checkbox
                  label={t('catalog.inStockOnly')}
                  checked={table.filters.inStock === 'true'}
                  onChange={(v) => table.setFilter('inStock', v ? 'true' : null)}
                />
              </div>
            </>
          }
        />
      </Card>
    </div>
  )
}
