import { Banknote, Download, Pencil, Printer, Send } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { InvoiceDetailResponse } from '@/api/contracts/invoices'
import { useDialogState } from '@/lib/use-dialog-state'
import { linkTo } from '@/lib/paths'
import { Button, buttonVariants } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { InvoicePaymentDrawer } from './invoice-payment-drawer'
import { InvoiceSendDrawer } from './invoice-send-drawer'

type Drawer = 'send' | 'payment'

/**
 * The preview's side card: send (drawer), download and print (both the browser's print window,
 * whose "Save as PDF" makes the file), edit, add payment (drawer; off once nothing is due).
 */
export function InvoicePreviewActions({ detail }: { detail: InvoiceDetailResponse }) {
  const { t } = useTranslation(['invoices', 'common'])
  const drawers = useDialogState<Drawer, never>()
  const hintId = useId()
  const { invoice } = detail
  const settled = invoice.balance === 0
  return (
    <Card aria-label={t('preview.actions')} className="print:hidden">
      <CardBody className="flex flex-col gap-3 pt-5">
        <Button onClick={() => drawers.open('send')}>
          <Send aria-hidden />
          {t('preview.send')}
        </Button>
        <Button variant="tonal" color="secondary" onClick={() => window.print()} aria-describedby={hintId}>
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
      <InvoiceSendDrawer detail={detail} open={drawers.isOpen('send')} onClose={drawers.close} />
      <InvoicePaymentDrawer invoice={invoice} open={drawers.isOpen('payment')} onClose={drawers.close} />
    </Card>
  )
}
