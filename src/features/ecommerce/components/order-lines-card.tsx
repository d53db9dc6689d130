import { useTranslation } from 'react-i18next'
import type { OrderDetails } from '@/api/contracts/ecommerce-orders'
import { formatMoney, formatNumber } from '@/lib/format'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { SHOP_CURRENCY } from '../lib/product-meta'

const money = (n: number) => formatMoney(n, SHOP_CURRENCY)

/** The order's lines (product, price, quantity, total) and the totals computed by the API. */
export function OrderLinesCard({ order: o }: { order: OrderDetails }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const totals = [
    ['subtotal', o.subtotal],
    ['shipping', o.shipping],
    ['tax', o.tax],
  ] as const
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>{t('orderDetails.lines')}</CardTitle>
      </CardHeader>
      <Table caption={t('orderDetails.lines')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('fields.product')}</TableHead>
            <TableHead align="end">{t('fields.price')}</TableHead>
            <TableHead align="end">{t('fields.qty')}</TableHead>
            <TableHead align="end">{t('orderDetails.total')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {o.lines.map((l) => (
            <TableRow key={l.productId}>
              <TableCell>
                <span className="flex items-center gap-3">
                  <img src={l.image} alt="" className="size-9 rounded-md bg-hover object-contain p-1" />
                  <span>
                    <span className="block font-medium text-strong">{l.name}</span>
                    <span className="block text-[0.8125rem] text-muted">{l.brand}</span>
                  </span>
                </span>
              </TableCell>
              <TableCell align="end" className="tabular-nums">
                {money(l.price)}
              </TableCell>
              <TableCell align="end" className="tabular-nums">
                {formatNumber(l.qty)}
              </TableCell>
              <TableCell align="end" className="tabular-nums">
                {money(l.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className="ms-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-2 p-6">
        {totals.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{t(`orderDetails.${key}`)}</dt>
            <dd className="text-end tabular-nums">{money(value)}</dd>
          </div>
        ))}
        <dt className="font-medium text-strong">{t('orderDetails.total')}</dt>
        <dd className="text-end font-medium text-strong tabular-nums" data-testid="order-total">
          {money(o.total)}
        </dd>
      </dl>
    </Card>
  )
}
