import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { invoices } from '@/api/resources/invoices'
import { QueryState } from '@/ui/query-state'
import { InvoiceDocument } from '../components/invoice-document'
import { InvoicePreviewActions } from '../components/invoice-preview-actions'
import '../invoice-print.css'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['invoices']

/** /apps/invoice/preview/:id: the document (printed alone, A4, always light) and its actions. */
export default function InvoicePreviewPage() {
  const { t } = useTranslation(['invoices', 'common'])
  const id = Number(useParams().id)
  const detail = invoices.useDetail(id)
  return (
    <QueryState query={detail} error={t('preview.loadFailed')}>
      {(d) => (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <h1 className="sr-only">{t('document.number', { id: d.invoice.id })}</h1>
          <InvoiceDocument detail={d} />
          <InvoicePreviewActions detail={d} />
        </div>
      )}
    </QueryState>
  )
}
