import { Banknote, Download, Pencil, Printer, Send } from 'lucide-react'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import type { InvoiceDetailResponse } from '@/api/contracts/invoices'
import { invoices } from '@/api/resources/invoices'
import { useDialogState } from '@/lib/use-dialog-state'
import { linkTo } from '@/lib/paths'
import { Button, buttonVariants } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { InvoicePaymentDrawer } from './invoice-payment-drawer'
import { InvoiceSendDrawer } from './invoice-send-drawer'

type Drawer = 'send' | 'payment'

/**
 * The preview's side card: send (drawer), download and print (both the browser's print window,
 * whose "Save as PDF" makes the file; a download is recorded: a Draft becomes Downloaded), edit,
 * add payment (drawer; off once nothing is due). `?print=1` (the list's "Download") opens the
 * print window once the document shows.
 */
export function InvoicePreviewActions({ detail }: { detail: InvoiceDetailResponse }) {
  const { t } = useTranslation(['invoices', 'common'])
  const drawers = useDialogState<Drawer, never>()
  const hintId = useId()
  const { invoice } = detail
  const settled = invoice.balance === 0
  const download = invoices.useMutation('download', { failed: t('list.failed') })
  const [params, setParams] = useSearchParams()
  const printNow = params.get('print') === '1'
  useEffect(() => {
    if (!printNow) return
    setParams({}, { replace: true })
    window.print()
  }, [printNow, setParams])
  return (
    <Card aria-label={t('preview.actions')} className="print:hidden">
      <CardBody className="flex flex-col gap-3 pt-5">
        <Button onClick={() => drawers.open('send')}>
          <Send aria-hidden />
          {t('preview.send')}
        </Button>
        <Button
          variant="tonal"
          color="secondary"
          onClick={() => {
            download.mutate(invoice.id)
            window.print()
          }}
          aria-describedby={hintId}
        >
          <Download aria-hidden />
          {t('preview.download')}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="tonal" color="secondary" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t('preview.print')}
          </Button>
          <Link to={linkTo('invoiceEdit', { id: invoice.id })} className={buttonVariants({ variant: 'tonal', color: 'secondary' })}>
            <Pencil aria-hidden />
            {t('preview.edit')}
          </Link>
        </div>
        <Button color="success" onClick={() => drawers.open('payment')} disabled={settled}>
          <Banknote aria-hidden />
          {t('preview.addPayment')}
        </Button>
        <p id={hintId} className="text-[0.8125rem] text-muted">
          {settled ? t('payment.settled') : t('preview.downloadHint')}
        </p>
      </CardBody>
      <InvoiceSendDrawer invoice={invoice} open={drawers.isOpen('send')} onClose={drawers.close} />
      <InvoicePaymentDrawer invoice={invoice} open={drawers.isOpen('payment')} onClose={drawers.close} />
    </Card>
  )
}
