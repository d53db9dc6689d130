import { ShoppingCart } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { CatalogEntry } from '@/api/contracts/otp'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { OtpCountry } from '../components/otp-country'
import { OtpService } from '../components/otp-service'
import { OtpStockChip } from '../components/otp-stock-chip'
import { useCountryName } from '../lib/otp-format'

const col = createColumnHelper<CatalogEntry>()

/** Columns of /otp/numbers; the ids are the sort keys (country sorts by its name in the active language). */
export function useCatalogColumns(): DataTableColumn<CatalogEntry>[] {
  const { t } = useTranslation('otp')
  const countryName = useCountryName()
  return useMemo(
    () => [
      col.accessor('country', {
        id: 'country',
        header: () => t('fields.country'),
        enableSorting: true,
        cell: ({ row }) => <OtpCountry code={row.original.country} showCode />,
      }),
      col.accessor('service', {
        id: 'service',
        header: () => t('fields.service'),
        enableSorting: true,
        cell: ({ row }) => <OtpService service={row.original.service} />,
      }),
      col.accessor('price', {
        id: 'price',
        header: () => t('fields.price'),
        enableSorting: true,
        meta: { align: 'end', className: 'font-medium text-strong tabular-nums' },
        cell: ({ row }) => formatMoney(row.original.price),
      }),
      col.accessor('stock', {
        id: 'stock',
        header: () => t('fields.stock'),
        enableSorting: true,
        meta: { align: 'end' },
        cell: ({ row }) => <OtpStockChip stock={row.original.stock} />,
      }),
      col.display({
        id: 'order',
        header: () => t('fields.actions'),
        meta: { align: 'end', hideHeader: true },
        cell: ({ row }) => {
          const e = row.original
          const label = t('catalog.orderLabel', { service: t(`services.${e.service}`), country: countryName(e.country) })
          if (e.stock === 0) {
            return (
              <span
                className={cn(buttonVariants({ variant: 'tonal', color: 'secondary', size: 'sm' }), 'pointer-events-none opacity-50')}
                aria-disabled="true"
                title={label}
              >
                <ShoppingCart aria-hidden />
                {t('catalog.order')}
              </span>
            )
          }
          return (
            <Link
              to={linkTo('otpOrder', { id: 'default' }, { service: e.service, country: e.country })}
              className={buttonVariants({ variant: 'tonal', size: 'sm' })}
              aria-label={label}
              data-testid={`otp-order-${e.id}`}
            >
              <ShoppingCart aria-hidden />
              {t('catalog.order')}
            </Link>
          )
        },
      }),
    ],
    [t, countryName],
  )
}
