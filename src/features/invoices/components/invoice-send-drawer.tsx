import { Paperclip } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { invoiceSendInput, type Invoice, type InvoiceSendInput } from '@/api/contracts/invoices'
import { invoices } from '@/api/resources/invoices'
import { formatMoney } from '@/lib/format'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { Chip } from '@/ui/chip'
import { TextField } from '@/ui/field'
import { FormDrawer } from '@/ui/form-dialog'
import { TextareaField } from '@/ui/textarea-field'

/** "Send invoice": from, to, subject, message and the "Invoice attached" chip; a draft becomes Sent. */
export function InvoiceSendDrawer({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['invoices', 'common'])
  const err = useErrorText()
  const send = invoices.useMutation('send', { form: true, failed: t('list.failed'), success: () => t('send.sent', { id: invoice.id }) })
  const dialog = useFormDialog({
    schema: invoiceSendInput,
    open,
    values: (): InvoiceSendInput => ({
      from: t('company.email'),
      to: invoice.client.companyEmail,
      subject: t('send.defaultSubject', { id: invoice.id }),
      message: t('send.defaultMessage', { id: invoice.id, name: invoice.client.name, total: formatMoney(invoice.total) }),
    }),
    submit: (body) => send.mutateAsync({ id: invoice.id, body }),
    onDone: onClose,
  })
  const { form } = dialog
  const e = form.formState.errors
  return (
    <FormDrawer
      dialog={dialog}
      open={open}
      onClose={onClose}
      width="w-[min(480px,100vw)]"
      title={t('send.title')}
      submitLabel={t('send.submit')}
      className="flex flex-col gap-4"
    >
      <TextField label={t('send.from')} required type="email" dir="ltr" {...form.register('from')} error={err(e.from?.message)} />
      <TextField label={t('send.to')} required type="email" dir="ltr" {...form.register('to')} error={err(e.to?.message)} />
      <TextField label={t('send.subject')} required {...form.register('subject')} error={err(e.subject?.message)} />
      <TextareaField
        label={t('send.message')}
        rows={8}
        autoGrow
        limit={2000}
        {...form.register('message')}
        error={err(e.message?.message)}
      />
      <Chip tone="primary" className="self-start" leading={<Paperclip aria-hidden />}>
        {t('send.attached')}
      </Chip>
    </FormDrawer>
  )
}
