import { FilePlus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INVOICE_STATUSES, type Invoice } from '@/api/contracts/invoices'
import { INVOICE_FILTERS, invoices } from '@/api/resources/invoices'
import { formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Card } from '@/ui/card'
import { AddAction, DataTable, datedCsvName, fromQuery, ListToolbar, toCsv, useListExport, useTableState } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import { ConfirmDialog } from '@/ui/dialog'
import { FilterSelect } from '@/ui/filter-select'
import { DateRangeFilter } from '@/ui/date-range-filter'
import { INVOICE_STATUS_META } from '@/ui/invoice-status'
import { invoiceColumns } from '../columns/invoice-columns'
import { InvoiceRowActions, useInvoiceListActions } from './invoice-row-actions'

const TABLE = { filters: INVOICE_FILTERS }

/** The page's prefetch: the rows this table shows for the URL (its own query). */
export const prefetchInvoices = listPrefetch(TABLE, invoices.listQuery)

/**
 * The invoice list: search (client name, e-mail, number), status and issued-date filters, server
 * sort and paging in the URL, CSV export of the filtered rows; per row: delete (confirmed), view,
 * and a menu (download, edit, duplicate, delete).
 */
export function InvoicesTable() {
  const { t } = useTranslation(['invoices', 'common'])
  const state = useTableState(TABLE)
  const list = invoices.useList(state.query)
  const columns = useMemo(() => invoiceColumns(t), [t])
  const [deleting, setDeleting] = useState<Invoice | null>(null)
  const actions = useInvoiceListActions()
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
            <DateRangeFilter table={state} from="start" to="end" label={t('list.dateRange')} />
          </>
        }
        toolbar={<ListToolbar csv={csv} empty={list.data?.total === 0} add={createButton} />}
        rowActions={(i) => <InvoiceRowActions invoice={i} actions={actions} onDelete={() => setDeleting(i)} />}
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
