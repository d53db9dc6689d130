import { Banknote, Eye, Save, Send } from 'lucide-react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { INVOICE_PAYMENT_METHODS, type Invoice } from '@/api/contracts/invoices'
import { linkTo } from '@/lib/paths'
import { Button, buttonVariants } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { Select } from '@/ui/field'
import { Switch } from '@/ui/switch'
import type { InvoiceFormOutput, InvoiceFormValues } from '../lib/invoice-form'
import { PAYMENT_METHOD_KEY } from '../lib/invoice-meta'

type Form = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormOutput>
const SWITCHES = ['paymentTerms', 'clientNotes', 'paymentStub'] as const

/**
 * The add / edit screen's side: Send Invoice (saves, then the send drawer), Preview (on an edit
 * the stored preview; on an addition: saves, then it), Save, Add Payment on an edit (off once
 * nothing is due); then the options stored with the invoice: accept payments via, and the
 * switches of what the document shows (payment terms, client notes, payment stub).
 */
export function InvoiceEditorSide({
  form,
  invoice,
  busy,
  onSend,
  onPreview,
  onAddPayment,
}: {
  form: Form
  invoice?: Invoice
  busy: boolean
  onSend: () => void
  onPreview: () => void
  onAddPayment: () => void
}) {
  const { t } = useTranslation(['invoices', 'common'])
  const secondary = { variant: 'tonal', color: 'secondary' } as const
  return (
    <div className="flex flex-col gap-6">
      <Card aria-label={t('preview.actions')}>
        <CardBody className="flex flex-col gap-3 pt-5">
          <Button type="button" onClick={onSend} disabled={busy}>
            <Send aria-hidden />
            {t('preview.send')}
          </Button>
          <div className="grid grid-cols-2 gap-3">
            {invoice ? (
              <Link to={linkTo('invoicePreview', { id: invoice.id })} className={buttonVariants(secondary)}>
                <Eye aria-hidden />
                {t('form.preview')}
              </Link>
            ) : (
              <Button type="button" {...secondary} onClick={onPreview} disabled={busy}>
                <Eye aria-hidden />
                {t('form.preview')}
              </Button>
            )}
            <Button type="submit" {...secondary} loading={busy}>
              <Save aria-hidden />
              {t('form.save')}
            </Button>
          </div>
          {invoice && (
            <Button type="button" color="success" onClick={onAddPayment} disabled={invoice.balance === 0}>
              <Banknote aria-hidden />
              {t('preview.addPayment')}
            </Button>
          )}
          <Link to={linkTo('invoiceList')} className={buttonVariants({ variant: 'outlined', color: 'secondary' })}>
            {t('form.cancel')}
          </Link>
        </CardBody>
      </Card>
      <Card aria-label={t('form.options')}>
        <CardBody className="flex flex-col gap-4 pt-5">
          <Select
            label={t('form.acceptPaymentsVia')}
            {...form.register('acceptPaymentsVia')}
            options={INVOICE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.methods.${PAYMENT_METHOD_KEY[m]}`) }))}
          />
          {SWITCHES.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => <Switch label={t(`form.${name}`)} checked={field.value === true} onChange={field.onChange} />}
            />
          ))}
        </CardBody>
      </Card>
    </div>
  )
}
