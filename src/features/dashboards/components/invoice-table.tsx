import { Download, FilePlus, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { INVOICE_STATUSES, type Invoice } from '@/api/contracts/invoices'
import { formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { ALL_ROWS, DataTable, downloadCsv, fromQuery, toCsv, useTableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { FilterSelect } from '@/ui/filter-select'
import { IconButton } from '@/ui/icon-button'
import { INVOICE_FILTERS, invoices } from '../api/dashboard-queries'
import { invoiceColumns, statusKey } from '../columns/invoice-columns'
import { cn } from '@/lib/cn'
import { FULL_WIDTH } from '@/ui/dashboard/dashboard-grid'

/**
 * The e-commerce dashboard's live invoice table (GET /api/apps/invoice): show N, search, status
 * filter, sortable columns, row selection, download a row, delete with confirmation.
 */
export function InvoiceTable() {
  const { t } = useTranslation('dashboards')
  const state = useTableState({
    prefix: 'invoices.',
    filters: INVOICE_FILTERS,
    pageSizes: [6, 10, 25, 50, 100, ALL_ROWS],
    defaults: { itemsPerPage: 6 },
  })
  const list = invoices.useList(state.query)
  // Feedback through the mutation's meta (the one MutationCache shows the toast).
  const remove = invoices.useMutation('remove', { success: (_, id) => t('invoices.deleted', { id }), failed: t('invoices.deleteFailed') })
  const columns = useMemo(() => invoiceColumns(t), [t])
  const [deleting, setDeleting] = useState<Invoice | null>(null)

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
  }
  const download = (inv: Invoice) =>
    downloadCsv(
      `invoice-${inv.id}`,
      toCsv(
        [inv],
        [
          { header: '#', value: (i) => i.id },
          { header: t('invoices.columns.status'), value: (i) => t(`invoices.status.${statusKey(i.invoiceStatus)}`) },
          { header: t('invoices.columns.total'), value: (i) => i.total },
          { header: t('invoices.columns.issued'), value: (i) => i.issuedDate },
          { header: t('invoices.columns.balance'), value: (i) => i.balance },
        ],
      ),
    )

  return (
    <Card className={cn('overflow-hidden', FULL_WIDTH)} aria-label={t('invoices.title')}>
      <CardHeader className="border-b border-border pb-4">
        <CardTitle>{t('invoices.title')}</CardTitle>
      </CardHeader>
      <DataTable
        label={t('invoices.title')}
        columns={columns}
        {...fromQuery(list)}
        state={state}
        getRowId={(i) => i.id}
        getRowLabel={(i) => `#${i.id}`}
        selectable
        search={{ label: t('invoices.search'), placeholder: t('invoices.searchPlaceholder') }}
        filters={
          <FilterSelect
            table={state}
            name="status"
            label={t('invoices.columns.status')}
            placeholder={t('invoices.allStatuses')}
            options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${statusKey(s)}`) }))}
          />
        }
        toolbar={
          <Link to={linkTo('invoiceAdd')} className={buttonVariants()}>
            <FilePlus aria-hidden />
            {t('invoices.create')}
          </Link>
        }
        empty={{ message: t('invoices.empty') }}
        rowActions={(inv) => (
          <span className="flex items-center gap-1">
            <IconButton size="sm" label={t('invoices.download', { id: inv.id })} onClick={() => download(inv)}>
              <Download aria-hidden />
            </IconButton>
            <IconButton size="sm" color="error" label={t('invoices.delete', { id: inv.id })} onClick={() => setDeleting(inv)}>
              <Trash2 aria-hidden />
            </IconButton>
          </span>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title={t('invoices.confirmTitle')}
        message={deleting ? t('invoices.confirmMessage', { id: deleting.id, total: formatMoney(deleting.total) }) : ''}
        confirmLabel={t('invoices.confirmDelete')}
      />
    </Card>
  )
}
