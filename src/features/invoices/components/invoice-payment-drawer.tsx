import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { INVOICE_PAYMENT_METHODS, invoicePaymentInput, type Invoice, type InvoicePaymentInput } from '@/api/contracts/invoices'
import { invoices } from '@/api/resources/invoices'
import { formatMoney } from '@/lib/format'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { Select, TextField } from '@/ui/field'
import { FormDrawer } from '@/ui/form-dialog'
import { TextareaField } from '@/ui/textarea-field'
import { PAYMENT_METHOD_KEY, today } from '../lib/invoice-meta'
import { FormDateField } from './form-date-field'

/**
 * "Add payment": the balance, then amount (more than 0, at most the balance: the contract and
 * this form's own rule, the API checks it again), date, method and note. The answer updates the
 * preview's balance and status.
 */
export function InvoicePaymentDrawer({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['invoices', 'common'])
  const err = useErrorText()
  const addPayment = invoices.useMutation('addPayment', {
    form: true,
    failed: t('list.failed'),
    success: (_, { body }) => t('payment.added', { amount: formatMoney(Number(body.amount)) }),
  })
  const schema = useMemo(
    () =>
      invoicePaymentInput.refine((v) => v.amount <= invoice.balance, {
        path: ['amount'],
        message: 'invoices:validation.amountAboveBalance',
      }),
    [invoice.balance],
  )
  const dialog = useFormDialog({
    schema,
    open,
    values: (): InvoicePaymentInput => ({ amount: invoice.balance, date: today(), method: 'Bank Transfer', note: '' }),
    submit: (body) => addPayment.mutateAsync({ id: invoice.id, body }),
    onDone: onClose,
  })
  const { form } = dialog
  const e = form.formState.errors
  return (
    <FormDrawer
      dialog={dialog}
      open={open}
      onClose={onClose}
      width="w-[min(440px,100vw)]"
      title={t('payment.title')}
      submitLabel={t('payment.submit')}
      className="flex flex-col gap-4"
    >
      <p className="flex items-center justify-between gap-4 rounded-md bg-surface-2 px-4 py-3">
        <span className="text-muted">{t('payment.balance')}</span>
        <bdi dir="ltr" className="font-semibold text-strong tabular-nums" data-testid="payment-balance">
          {formatMoney(invoice.balance)}
        </bdi>
      </p>
      <TextField
        label={t('payment.amount')}
        required
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={invoice.balance}
        dir="ltr"
        {...form.register('amount', { valueAsNumber: true })}
        error={err(e.amount?.message)}
      />
      <FormDateField control={form.control} name="date" label={t('payment.date')} required />
      <Select
        label={t('payment.method')}
        {...form.register('method')}
        error={err(e.method?.message)}
        options={INVOICE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.methods.${PAYMENT_METHOD_KEY[m]}`) }))}
      />
      <TextareaField label={t('payment.note')} rows={3} limit={500} {...form.register('note')} error={err(e.note?.message)} />
    </FormDrawer>
  )
}
