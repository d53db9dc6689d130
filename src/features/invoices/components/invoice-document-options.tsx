import { Scissors } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '@/api/contracts/invoices'
import { formatDate, formatMoney } from '@/lib/format'
import { DAY, PAYMENT_METHOD_KEY, daysBetween, optionsOf } from '../lib/invoice-meta'

/**
 * What the add / edit screen's options add to the document: the payment terms (switch "Payment
 * terms") with the accepted payment method, the note (switch "Client notes"), and a payment stub to
 * cut off and send back with the payment (switch "Payment stub").
 */
export function InvoiceDocumentOptions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(['invoices', 'common'])
  const options = optionsOf(invoice)
  const method = t(`payment.methods.${PAYMENT_METHOD_KEY[options.acceptPaymentsVia]}`)
  const due = formatDate(invoice.dueDate, DAY)
  return (
    <>
      <div className="flex flex-col gap-2 border-t border-border pt-4 empty:hidden" data-testid="invoice-terms">
        {options.paymentTerms && (
          <p>
            <span className="font-medium text-strong">{t('document.terms')}</span>{' '}
            {t('document.termsText', { days: Math.max(0, daysBetween(invoice.issuedDate, invoice.dueDate)), due, method })}
          </p>
        )}
        {options.clientNotes && invoice.note && (
          <p>
            <span className="font-medium text-strong">{t('document.note')}</span> {invoice.note}
          </p>
        )}
      </div>
      {options.paymentStub && (
        <section
          data-print-keep
          aria-label={t('document.stub')}
          className="relative flex flex-col gap-2 rounded-md border-2 border-dashed border-border p-4"
        >
          <Scissors aria-hidden className="absolute start-4 -top-3 size-5 bg-surface text-muted" />
          <h3 className="font-medium text-strong">{t('document.stub')}</h3>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2 print:grid-cols-2">
            {[
              [t('document.number', { id: invoice.id }), invoice.client.name],
              [t('document.stubDue'), due],
              [t('document.stubMethod'), method],
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium text-strong">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('document.totalDue')}</dt>
              <dd className="font-semibold text-strong">
                <bdi dir="ltr" className="tabular-nums">
                  {formatMoney(invoice.balance)}
                </bdi>
              </dd>
            </div>
          </dl>
        </section>
      )}
    </>
  )
}
