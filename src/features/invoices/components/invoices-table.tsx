import { Eye, FilePlus, Pencil, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { INVOICE_STATUSES, type Invoice } from '@/api/contracts/invoices'
import { INVOICE_FILTERS, invoices } from '@/api/resources/invoices'
import { formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Card } from '@/ui/card'
import { AddAction, DataTable, datedCsvName, fromQuery, ListToolbar, toCsv, useListExport, useTableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { FilterSelect } from '@/ui/filter-select'
import { IconButton } from '@/ui/icon-button'
import { invoiceColumns } from '../columns/invoice-columns'
import { INVOICE_STATUS_META } from '../lib/invoice-meta'
import { InvoiceDateFilter } from './invoice-date-filter'

const linkIcon =
  'inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-[18px]'

/**
 * The invoice list: search (client name, e-mail, number), status and issued-date filters, server
 * sort and paging in the URL, CSV export of the filtered rows, view / edit, delete with confirmation.
 */
export function InvoicesTable() {
  const { t } = useTranslation(['invoices', 'common'])
  const state = useTableState({ filters: INVOICE_FILTERS })
  const list = invoices.useList(state.query)
  const columns = useMemo(() => invoiceColumns(t), [t])
  const [deleting, setDeleting] = useState<Invoice | null>(null)
  const remove = invoices.useMutation('remove', {
    failed: t('list.failed'),
    success: (_, id) => t('list.deleted', { id }),
  })

  const csv = useListExport<Invoice, []>({
    load: () => invoices.fetchAll(state.query),
    file: (all) => ({
      name: datedCsvName('invoices'),
      csv: toCsv(all, [
        { header: t('fields.id'), value: (i) => i.id },
        { header: t('fields.status'), value: (i) => t(`status.${INVOICE_STATUS_META[i.invoiceStatus].key}`) },
        { header: t('fields.client'), value: (i) => i.client.name },
        { header: t('fields.email'), value: (i) => i.client.companyEmail },
        { header: t('fields.service'), value: (i) => i.service },
        { header: t('fields.total'), value: (i) => i.total },
        { header: t('fields.issuedDate'), value: (i) => i.issuedDate },
        { header: t('fields.dueDate'), value: (i) => i.dueDate },
        { header: t('fields.balance'), value: (i) => i.balance },
      ]),
    }),
    exported: (count) => t('list.exported', { count }),
    failed: t('list.failed'),
  })

  const createButton = <AddAction to={linkTo('invoiceAdd')} label={t('list.create')} icon={<FilePlus aria-hidden />} />
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('list.title')}
        columns={columns}
        {...fromQuery(list)}
        state={state}
        getRowId={(i) => i.id}
        getRowLabel={(i) => `#${i.id}`}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        filters={
          <>
            <FilterSelect
              table={state}
              name="status"
              label={t('fields.status')}
              placeholder={t('list.allStatuses')}
              options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${INVOICE_STATUS_META[s].key}`) }))}
            />
            <InvoiceDateFilter table={state} />
          </>
        }
        toolbar={<ListToolbar csv={csv} empty={list.data?.total === 0} add={createButton} />}
        rowActions={(i) => (
          <>
            <IconButton size="sm" color="error" label={t('list.delete', { id: i.id })} onClick={() => setDeleting(i)}>
              <Trash2 />
            </IconButton>
            <Link to={linkTo('invoicePreview', { id: i.id })} aria-label={t('list.view', { id: i.id })} className={linkIcon}>
              <Eye aria-hidden />
            </Link>
            <Link to={linkTo('invoiceEdit', { id: i.id })} aria-label={t('list.edit', { id: i.id })} className={linkIcon}>
              <Pencil aria-hidden />
            </Link>
          </>
        )}
        empty={state.isFiltered ? undefined : { icon: <FilePlus />, message: t('list.empty'), action: createButton }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        busy={remove.isPending}
        title={t('list.deleteTitle')}
        message={deleting ? t('list.deleteMessage', { id: deleting.id, total: formatMoney(deleting.total) }) : ''}
        confirmLabel={t('common:actions.delete')}
      />
    </Card>
  )
}
