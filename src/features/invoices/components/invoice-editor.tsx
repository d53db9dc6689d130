import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { Invoice } from '@/api/contracts/invoices'
import { invoices } from '@/api/resources/invoices'
import { applyServerErrors, useErrorText } from '@/lib/form-errors'
import { linkTo } from '@/lib/paths'
import { Card, CardBody } from '@/ui/card'
import { TextField } from '@/ui/field'
import { PageHeader } from '@/ui/page-header'
import { TextareaField } from '@/ui/textarea-field'
import { formValues, invoiceForm, toInput, type InvoiceFormOutput, type InvoiceFormValues } from '../lib/invoice-form'
import { FormDateField } from './form-date-field'
import { InvoiceClientFields } from './invoice-client-fields'
import { InvoiceEditorSide } from './invoice-editor-side'
import { InvoiceItemsFields } from './invoice-items-fields'
import { InvoicePaymentDrawer } from './invoice-payment-drawer'
import { InvoiceSendDrawer } from './invoice-send-drawer'
import { InvoiceTotals } from './invoice-totals'

/** What follows a save: the preview, or the send drawer (then the preview). */
type Intent = 'preview' | 'send'

/**
 * The add / edit invoice form: dates, client, the lines (repeater), rates, salesperson, note and
 * the live totals, the side options; validated by the contract's rules, saved through the API
 * (POST or PUT), then the preview of the saved invoice, or first the send drawer ("Send
 * Invoice" saves before it sends). 400 field errors land on their fields.
 */
export function InvoiceEditor({ invoice }: { invoice?: Invoice }) {
  const { t } = useTranslation(['invoices', 'common'])
  const err = useErrorText()
  const navigate = useNavigate()
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: zodResolver(invoiceForm),
    defaultValues: formValues(invoice),
  })
  const failed = t('list.failed')
  const create = invoices.useMutation('create', { form: true, failed, success: (saved) => t('form.created', { id: saved.id }) })
  const update = invoices.useMutation('update', { form: true, failed, success: (saved) => t('form.updated', { id: saved.id }) })

  const intent = useRef<Intent>('preview')
  const [sending, setSending] = useState<Invoice | null>(null)
  const [paying, setPaying] = useState(false)
  const save = form.handleSubmit(async (values) => {
    try {
      const body = toInput(values, invoice)
      const saved = invoice ? await update.mutateAsync({ id: invoice.id, body }) : await create.mutateAsync(body)
      if (intent.current === 'send') setSending(saved)
      else void navigate(linkTo('invoicePreview', { id: saved.id }))
    } catch (error) {
      applyServerErrors(error, form.setError)
    }
  })
  const submit = (next: Intent) => {
    intent.current = next
    void save()
  }
  const onSubmit = (event: React.FormEvent) => {
    intent.current = 'preview'
    void save(event)
  }
  const title = invoice ? t('form.editTitle', { id: invoice.id }) : t('form.addTitle')
  const e = form.formState.errors
  const number = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0', max: '100', dir: 'ltr' } as const
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={title} subtitle={t('form.subtitle')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardBody className="flex flex-col gap-8 pt-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormDateField control={form.control} name="issuedDate" label={t('fields.issuedDate')} required />
              <FormDateField control={form.control} name="dueDate" label={t('fields.dueDate')} required />
            </div>
            <InvoiceClientFields form={form} current={invoice?.client} />
            <InvoiceItemsFields form={form} />
            <div className="grid gap-6 md:grid-cols-2">
              <div className="flex flex-col gap-4">
                <TextField label={t('form.salesperson')} {...form.register('salesperson')} error={err(e.salesperson?.message)} />
                <div className="grid grid-cols-2 gap-4">
                  <TextField
                    label={t('form.discountRate')}
                    {...number}
                    {...form.register('discountRate', { valueAsNumber: true })}
                    error={err(e.discountRate?.message)}
                  />
                  <TextField
                    label={t('form.taxRate')}
                    {...number}
                    {...form.register('taxRate', { valueAsNumber: true })}
                    error={err(e.taxRate?.message)}
                  />
                </div>
              </div>
              <InvoiceTotals control={form.control} />
            </div>
            <TextareaField label={t('form.note')} rows={3} limit={500} {...form.register('note')} error={err(e.note?.message)} />
          </CardBody>
        </Card>
        <InvoiceEditorSide
          form={form}
          invoice={invoice}
          busy={form.formState.isSubmitting}
          onSend={() => submit('send')}
          onPreview={() => submit('preview')}
          onAddPayment={() => setPaying(true)}
        />
      </div>
      {sending && (
        <InvoiceSendDrawer
          invoice={sending}
          open
          onClose={() => {
            setSending(null)
            void navigate(linkTo('invoicePreview', { id: sending.id }))
          }}
        />
      )}
      {invoice && <InvoicePaymentDrawer invoice={invoice} open={paying} onClose={() => setPaying(false)} />}
    </form>
  )
}
