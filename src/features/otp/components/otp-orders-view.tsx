import { useQueryClient } from '@tanstack/react-query'
import { Download, Eye, Hash, Plus, Receipt, Undo2, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { AdminOrder, OtpOrder } from '@/api/contracts/otp'
import { formatMoney, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Button, buttonVariants } from '@/ui/button'
import { Card, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { DataTable, datedCsvName, toCsv, useCsvExport, useTableState, type CsvColumn } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import { useToast } from '@/ui/toast'
import { adminOrdersQuery, ordersQuery, useAdminOrders, useOrders } from '../api/use-orders'
import { useOrderColumns } from '../columns/otp-order-columns'
import { otpErrorMessage, useCountryName } from '../lib/otp-format'
import { ADMIN_ORDER_FILTERS, ORDER_FILTERS, OtpOrderFilters, type OrderFilterKey } from './otp-order-filters'
import { OtpStat } from './otp-stat'

type Row = OtpOrder | AdminOrder

const DEFAULT_SORT = { sortBy: 'createdAt', orderBy: 'desc' } as const
const MINE_TABLE = { filters: ORDER_FILTERS, defaults: DEFAULT_SORT }
const ADMIN_TABLE = { filters: ADMIN_ORDER_FILTERS, defaults: DEFAULT_SORT }

/** The lists' prefetches (their pages'): the query each table sends for the URL. */
export const prefetchMine = listPrefetch(MINE_TABLE, ordersQuery)
export const prefetchAdmin = listPrefetch(ADMIN_TABLE, adminOrdersQuery)
const userOf = (o: Row) => ('user' in o ? o.user : null)

/**
 * The two order lists: /otp/order/history (`mine`, the user's own) and /otp/order/admin-history
 * (`admin`, everyone's with the user). Totals cards and the CSV export follow the filters.
 */
export function OtpOrdersView({ mode, users }: { mode: 'mine' | 'admin'; users?: { value: string; label: string }[] }) {
  const admin = mode === 'admin'
  const { t } = useTranslation(['otp', 'common'])
  const toast = useToast()
  const client = useQueryClient()
  const countryName = useCountryName()
  const table = useTableState<OrderFilterKey>(admin ? ADMIN_TABLE : MINE_TABLE)
  const mine = useOrders(table.query, !admin)
  const all = useAdminOrders(table.query, admin)
  const list = admin ? all : mine
  const columns = useOrderColumns(admin)
  const totals = list.data?.totals

  const { exporting, exportCsv } = useCsvExport<Row>({
    load: async () => {
      const params = { ...table.query, page: 1, itemsPerPage: -1 }
      return (admin ? await client.fetchQuery(adminOrdersQuery(params)) : await client.fetchQuery(ordersQuery(params))).rows
    },
    file: (rows) => {
      const csvColumns: CsvColumn<Row>[] = [
        { header: t('fields.id'), value: (o) => o.id },
        ...(admin
          ? [
              { header: t('fields.user'), value: (o: Row) => userOf(o)?.fullName ?? String(o.userId) },
              { header: t('fields.email'), value: (o: Row) => userOf(o)?.email ?? '' },
            ]
          : []),
        { header: t('fields.createdAt'), value: (o) => o.createdAt },
        { header: t('fields.service'), value: (o) => t(`services.${o.service}`) },
        { header: t('fields.country'), value: (o) => countryName(o.country) },
        { header: t('fields.iso'), value: (o) => o.country },
        { header: t('fields.phone'), value: (o) => o.phone },
        { header: t('fields.code'), value: (o) => o.code },
        { header: `${t('fields.price')} (EUR)`, value: (o) => o.price.toFixed(2) },
        { header: t('fields.status'), value: (o) => t(`status.${o.status}`) },
        { header: t('timeline.received'), value: (o) => o.receivedAt },
        { header: t('timeline.finished'), value: (o) => o.finishedAt },
        { header: t('fields.refund'), value: (o) => o.refundedAt },
      ]
      return { name: datedCsvName(t('csv.filename')), csv: toCsv(rows, csvColumns) }
    },
    onDone: (n) => toast(t('history.exported', { n: formatNumber(n) }), 'success'),
    onError: (err) => toast(otpErrorMessage(err, t), 'error'),
  })

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="otp-totals">
        <OtpStat
          icon={Hash}
          label={t('totals.count')}
          hint={t('totals.hint')}
          value={totals && formatNumber(totals.count)}
          testId="otp-total-count"
        />
        <OtpStat
          icon={Receipt}
          label={t('totals.spent')}
          hint={t('totals.hint')}
          value={totals && formatMoney(totals.spent)}
          tone="info"
          testId="otp-total-spent"
        />
        <OtpStat
          icon={Undo2}
          label={t('totals.refunded')}
          hint={t('totals.hint')}
          value={totals && formatMoney(totals.refunded)}
          tone="warning"
          testId="otp-total-refunded"
        />
        <OtpStat
          icon={Wallet}
          label={t('totals.net')}
          hint={t('totals.hint')}
          value={totals && formatMoney(totals.net)}
          tone="success"
          testId="otp-total-net"
        />
      </div>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t(admin ? 'admin.title' : 'history.title')}</CardTitle>
            <CardSubtitle>{t(admin ? 'admin.subtitle' : 'history.subtitle')}</CardSubtitle>
          </div>
        </CardHeader>
        <DataTable
          label={t(admin ? 'admin.title' : 'history.title')}
          columns={columns}
          data={list.data?.rows}
          total={list.data?.total}
          state={table}
          getRowId={(o) => o.id}
          loading={list.isPending}
          fetching={list.isFetching}
          error={list.isError}
          onRetry={() => list.refetch()}
          density="dense"
          search={{
            label: t(admin ? 'admin.search' : 'history.search'),
            placeholder: t(admin ? 'admin.searchPlaceholder' : 'history.searchPlaceholder'),
          }}
          filters={<OtpOrderFilters table={table} users={admin ? users : undefined} />}
          toolbar={
            <>
              <Button
                variant="outlined"
                color="secondary"
                onClick={exportCsv}
                loading={exporting}
                disabled={!list.data?.total}
                data-testid="otp-export"
              >
                <Download aria-hidden />
                {t('history.export')}
              </Button>
              {!admin && (
                <Link to={linkTo('otpOrder', { id: 'default' })} className={buttonVariants({})}>
                  <Plus aria-hidden />
                  {t('history.newOrder')}
                </Link>
              )}
            </>
          }
          // The admin list is wide: its order number is the link; the user's list also gets an explicit action.
          rowActions={
            admin
              ? undefined
              : (o) => (
                  <Link
                    to={linkTo('otpOrder', { id: o.id })}
                    aria-label={t('order.open', { id: o.id })}
                    title={t('order.open', { id: o.id })}
                    className="inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text [&_svg]:size-[18px]"
                  >
                    <Eye aria-hidden />
                  </Link>
                )
          }
          empty={{ message: t('history.empty') }}
        />
      </Card>
    </div>
  )
}
