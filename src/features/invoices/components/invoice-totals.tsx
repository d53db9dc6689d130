import { useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { invoiceTotals } from '@/api/contracts/invoices'
import { formatMoney, formatNumber } from '@/lib/format'
import type { InvoiceFormValues } from '../lib/invoice-form'

/** The totals while typing: the contract's `invoiceTotals` (the API stores the same figures), in Intl money. */
export function InvoiceTotals({ control }: { control: Control<InvoiceFormValues> }) {
  const { t } = useTranslation(['invoices', 'common'])
  const [items, discountRate, taxRate] = useWatch({ control, name: ['items', 'discountRate', 'taxRate'] })
  const figures = invoiceTotals(items ?? [], discountRate, taxRate)
  const percent = (rate: number | undefined) =>
    formatNumber(Number.isFinite(rate) ? (rate ?? 0) / 100 : 0, { style: 'percent', maximumFractionDigits: 2 })
  const rows = [
    { key: 'subtotal', label: t('document.subtotal'), value: figures.subtotal },
    { key: 'discount', label: t('document.discount', { rate: percent(discountRate) }), value: figures.discount },
    { key: 'tax', label: t('document.tax', { rate: percent(taxRate) }), value: figures.tax },
    { key: 'total', label: t('document.total'), value: figures.total },
  ]
  return (
    <section aria-label={t('form.totals')} aria-live="polite">
      <dl className="flex min-w-56 flex-col gap-1">
        {rows.map((r) => (
          <div
            key={r.key}
            className={r.key === 'total' ? 'mt-1 flex justify-between gap-6 border-t border-border pt-2' : 'flex justify-between gap-6'}
          >
            <dt className="text-muted">{r.label}</dt>
            <dd className="font-medium text-strong" data-testid={`invoice-${r.key}`}>
              <bdi dir="ltr" className="tabular-nums">
                {formatMoney(r.value)}
              </bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
