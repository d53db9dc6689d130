import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { invoices } from '@/api/resources/invoices'
import { QueryState } from '@/ui/query-state'
import { InvoiceEditor } from '../components/invoice-editor'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['invoices']

/** /apps/invoice/add and /apps/invoice/edit/:id: the invoice form (new, or the stored invoice). */
export default function InvoiceFormPage() {
  const { id } = useParams()
  return id ? <EditInvoice id={Number(id)} /> : <InvoiceEditor />
}

function EditInvoice({ id }: { id: number }) {
  const { t } = useTranslation(['invoices', 'common'])
  const detail = invoices.useDetail(id)
  return (
    <QueryState query={detail} error={t('form.loadFailed')}>
      {(d) => <InvoiceEditor key={d.invoice.id} invoice={d.invoice} />}
    </QueryState>
  )
}
