import { Copy, Download, Eye, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import type { Invoice } from '@/api/contracts/invoices'
import { invoices } from '@/api/resources/invoices'
import { linkTo } from '@/lib/paths'
import { IconButton } from '@/ui/icon-button'
import { MenuItem } from '@/ui/menu'
import { RecordMenu } from '@/ui/record-menu'
import { copyOf } from '../lib/invoice-form'

const round =
  'inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-[18px]'

/** The list's "Download": recorded by the API (a Draft becomes Downloaded), then the preview opens its print window. */
export function useInvoiceListActions() {
  const { t } = useTranslation(['invoices', 'common'])
  const navigate = useNavigate()
  const failed = t('list.failed')
  const download = invoices.useMutation('download', { failed })
  const duplicate = invoices.useMutation('create', { failed, success: (copy) => t('list.duplicated', { id: copy.id }) })
  return {
    download: (i: Invoice) =>
      download.mutate(i.id, { onSuccess: () => void navigate(`${linkTo('invoicePreview', { id: i.id })}?print=1`) }),
    duplicate: (i: Invoice) => duplicate.mutate(copyOf(i), { onSuccess: (copy) => void navigate(linkTo('invoiceEdit', { id: copy.id })) }),
  }
}

/** A row's actions (SCREENS: delete, view, and the menu: download, edit, duplicate, delete). */
export function InvoiceRowActions({
  invoice: i,
  actions,
  onDelete,
}: {
  invoice: Invoice
  actions: ReturnType<typeof useInvoiceListActions>
  onDelete: () => void
}) {
  const { t } = useTranslation(['invoices', 'common'])
  const navigate = useNavigate()
  return (
    <>
      <IconButton size="sm" color="error" label={t('list.delete', { id: i.id })} onClick={onDelete}>
        <Trash2 />
      </IconButton>
      <Link to={linkTo('invoicePreview', { id: i.id })} aria-label={t('list.view', { id: i.id })} className={round}>
        <Eye aria-hidden />
      </Link>
      <RecordMenu
        label={t('list.menu', { id: i.id })}
        className={round}
        iconClassName="size-[18px]"
        onEdit={() => void navigate(linkTo('invoiceEdit', { id: i.id }))}
        onDelete={onDelete}
        extra={
          <>
            <MenuItem icon={<Download />} onClick={() => actions.download(i)}>
              {t('preview.download')}
            </MenuItem>
            <MenuItem icon={<Copy />} onClick={() => actions.duplicate(i)}>
              {t('list.duplicate')}
            </MenuItem>
          </>
        }
      />
    </>
  )
}
