import { ReceiptText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { invoiceTotals, type InvoiceDetailResponse } from '@/api/contracts/invoices'
import { cn } from '@/lib/cn'
import { regionName } from '@/lib/display-names'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { DAY, linesOf } from '../lib/invoice-meta'
import { InvoiceDocumentOptions } from './invoice-document-options'

/** LTR figures inside RTL text (amounts, IBAN, SWIFT, phone numbers). */
const Ltr = ({ children }: { children: React.ReactNode }) => (
  <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
    {children}
  </bdi>
)

function Line({ label, children, strong, rule }: { label: string; children: React.ReactNode; strong?: boolean; rule?: boolean }) {
  return (
    <div className={cn('flex flex-wrap justify-between gap-x-6 gap-y-0.5', rule && 'mt-1 border-t border-border pt-2')}>
      <dt className="whitespace-nowrap text-muted">{label}</dt>
      <dd className={strong ? 'font-semibold text-strong' : 'font-medium text-strong'}>{children}</dd>
    </div>
  )
}

/**
 * The invoice as a document laid out for A4 (invoice-print.css prints it alone, always light):
 * the issuer and the dates, "Invoice to" and "Bill to", the lines, salesperson and totals, then
 * the payment terms, the note and the payment stub as the invoice's options say. It mirrors in Arabic; amounts, IBAN and SWIFT stay left to right.
 */
export function InvoiceDocument({ detail }: { detail: InvoiceDetailResponse }) {
  const { t } = useTranslation(['invoices', 'common'])
  const { invoice, paymentDetails } = detail
  const lines = linesOf(invoice)
  const figures = invoice.items
    ? invoiceTotals(invoice.items, invoice.discountRate, invoice.taxRate)
    : { subtotal: invoice.total, discount: 0, tax: 0, total: invoice.total }
  const percent = (rate = 0) => formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 })
  const paid = Math.round((invoice.total - invoice.balance) * 100) / 100
  const { client } = invoice
  return (
    <article
      aria-label={t('document.label', { id: invoice.id })}
      className="invoice-document flex flex-col gap-6 rounded-lg bg-surface p-6 text-text shadow-card sm:p-8"
    >
      <div data-print-keep className="flex flex-wrap justify-between gap-6 rounded-md bg-surface-2 p-6">
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-xl font-semibold text-strong">
            <ReceiptText aria-hidden className="size-7 text-primary" />
            {t('company.name')}
          </p>
          <p className="text-muted">
            <bdi>{t('company.street')}</bdi>
          </p>
          <p className="text-muted">
            <bdi>{t('company.city')}</bdi>
          </p>
          <p className="text-muted">
            <Ltr>{t('company.phone')}</Ltr>
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <h2 className="text-lg font-medium text-strong">{t('document.number', { id: invoice.id })}</h2>
          <dl className="flex flex-col gap-1">
            <Line label={t('document.issued')}>{formatDate(invoice.issuedDate, DAY)}</Line>
            <Line label={t('document.due')}>{formatDate(invoice.dueDate, DAY)}</Line>
          </dl>
        </div>
      </div>

      <div data-print-keep className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section className="flex flex-col gap-1">
          <h3 className="mb-1 font-medium text-strong">{t('document.invoiceTo')}</h3>
          <p className="text-strong">
            <bdi>{client.name}</bdi>
          </p>
          {client.company && (
            <p>
              <bdi>{client.company}</bdi>
            </p>
          )}
          {client.address && (
            <p>
              <bdi>{client.address}</bdi>
            </p>
          )}
          <p>{regionName(client.country)}</p>
          <p>
            <Ltr>{client.contact}</Ltr>
          </p>
          <p dir="ltr" className="text-start rtl:text-end">
            {client.companyEmail}
          </p>
        </section>
        <section>
          <h3 className="mb-2 font-medium text-strong">{t('document.billTo')}</h3>
          <dl className="flex max-w-sm flex-col gap-1">
            <Line label={t('document.totalDue')} strong>
              <Ltr>{formatMoney(paymentDetails.totalDue)}</Ltr>
            </Line>
            <Line label={t('document.bank')}>{paymentDetails.bankName}</Line>
            <Line label={t('document.country')}>{regionName(paymentDetails.country)}</Line>
            <Line label={t('document.iban')}>
              <Ltr>{paymentDetails.iban}</Ltr>
            </Line>
            <Line label={t('document.swift')}>
              <Ltr>{paymentDetails.swiftCode}</Ltr>
            </Line>
          </dl>
        </section>
      </div>

      <Table caption={t('document.items')} wrapperClassName="rounded-md border border-border">
        <TableHeader>
          <TableRow className="border-t-0">
            <TableHead>{t('document.item')}</TableHead>
            <TableHead>{t('document.description')}</TableHead>
            <TableHead align="end">{t('document.hours')}</TableHead>
            <TableHead align="end">{t('document.qty')}</TableHead>
            <TableHead align="end">{t('document.lineTotal')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell className="font-medium text-strong">
                <bdi>{line.title}</bdi>
              </TableCell>
              <TableCell className="text-muted">
                <bdi>{line.description}</bdi>
              </TableCell>
              <TableCell align="end">
                <Ltr>{formatNumber(line.hours)}</Ltr>
              </TableCell>
              <TableCell align="end">
                <Ltr>{formatNumber(line.qty)}</Ltr>
              </TableCell>
              <TableCell align="end">
                <Ltr>{formatMoney((Math.round(line.cost * 100) * line.qty) / 100)}</Ltr>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <div data-print-keep className="flex flex-wrap justify-between gap-6">
        <div className="flex flex-col gap-1">
          {invoice.salesperson && (
            <p>
              <span className="font-medium text-strong">{t('document.salesperson')}</span> {invoice.salesperson}
            </p>
          )}
          <p className="text-muted">{t('document.thanks')}</p>
        </div>
        <dl className="flex min-w-56 flex-col gap-1">
          <Line label={t('document.subtotal')}>
            <Ltr>{formatMoney(figures.subtotal)}</Ltr>
          </Line>
          <Line label={t('document.discount', { rate: percent(invoice.discountRate) })}>
            <Ltr>{formatMoney(figures.discount)}</Ltr>
          </Line>
          <Line label={t('document.tax', { rate: percent(invoice.taxRate) })}>
            <Ltr>{formatMoney(figures.tax)}</Ltr>
          </Line>
          <Line label={t('document.total')} strong rule>
            <Ltr>{formatMoney(invoice.total)}</Ltr>
          </Line>
          <Line label={t('document.paidSoFar')}>
            <Ltr>{formatMoney(paid)}</Ltr>
          </Line>
          <Line label={t('document.balance')} strong>
            <Ltr>{formatMoney(invoice.balance)}</Ltr>
          </Line>
        </dl>
      </div>

      <InvoiceDocumentOptions invoice={invoice} />
    </article>
  )
}
