import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { parseMoney, type Referral } from '@/api/contracts/ecommerce'
import { ecommerceReferrals } from '@/api/resources/ecommerce'
import { formatMoney } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Card } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { createColumnHelper, DataTable, fromQuery, useTableState, type DataTableColumn } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import type { Tone } from '@/ui/tone'
import { SHOP_CURRENCY } from '../lib/product-meta'
import type { ShopT } from '../lib/shop-t'

const col = createColumnHelper<Referral>()
const TONE: Record<Referral['status'], Tone> = { Paid: 'success', Unpaid: 'warning', Rejected: 'error' }
const money = (text: string) => formatMoney(parseMoney(text), SHOP_CURRENCY)

function referralColumns(t: ShopT): DataTableColumn<Referral>[] {
  return [
    col.accessor('user', {
      id: 'users',
      header: () => t('fields.customer'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-44 items-center gap-3">
          <Avatar src={row.original.avatar || undefined} name={row.original.user} size={34} />
          <span className="min-w-0">
            <span className="block truncate font-medium text-strong">{row.original.user}</span>
            <span className="block truncate text-[0.8125rem] text-muted" dir="ltr">
              {row.original.email}
            </span>
          </span>
        </span>
      ),
    }),
    col.accessor('referredId', {
      id: 'referred-id',
      header: () => t('fields.referredId'),
      enableSorting: true,
      cell: ({ row }) => <span dir="ltr">#{row.original.referredId}</span>,
    }),
    col.accessor('status', {
      id: 'status',
      header: () => t('fields.status'),
      enableSorting: true,
      cell: ({ row }) => <Chip tone={TONE[row.original.status]}>{t(`referralStatus.${row.original.status}`)}</Chip>,
    }),
    col.accessor('value', {
      id: 'value',
      header: () => t('fields.value'),
      enableSorting: true,
      cell: ({ row }) => <span className="tabular-nums">{money(row.original.value)}</span>,
    }),
    col.accessor('earning', {
      id: 'earning',
      header: () => t('fields.earning'),
      enableSorting: true,
      cell: ({ row }) => <span className="tabular-nums">{money(row.original.earning)}</span>,
    }),
  ]
}

const TABLE = {}

/** The page's prefetch: the rows this table shows for the URL (its own query). */
export const prefetchReferrals = listPrefetch(TABLE, ecommerceReferrals.listQuery)

/** The referrals table (sort and paging in the URL; the API has no search). */
export function ReferralsTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const state = useTableState(TABLE)
  const list = ecommerceReferrals.useList(state.query)
  const columns = useMemo(() => referralColumns(t), [t])
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('referrals.title')}
        columns={columns}
        state={state}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.user}
        {...fromQuery(list)}
      />
    </Card>
  )
}
