import { formatNumber } from '@/lib/format'
import { Chip } from '@/ui/chip'
import { EmailAddress } from '@/ui/email-address'
import { useMemo } from 'react'
import { expandColumn, ExpandedRowsContext, pageCountOf, useExpandedRows } from '@/ui/data-table'
import { Select } from '@/ui/field'
import { Pagination } from '@/ui/pagination'
import { demoKey } from '../shared/demo-key'
import { useDemoT } from '../shared/use-demo-t'
import { PEOPLE_STATUSES, type Person } from './datatable-rows'
import { PeopleTable, STATUS_TONES, usePeopleColumns } from './people-table'

/** Expandable rows: a chevron per row opens the person's details in a row under it. */
export function ExpandablePeople() {
  const { t } = useDemoT()
  const expanded = useExpandedRows()
  const base = usePeopleColumns()
  const columns = useMemo(() => [expandColumn<Person>((p) => t('tables.expand', { name: p.name })), ...base], [t, base])
  return (
    <ExpandedRowsContext value={expanded}>
      <PeopleTable
        prefix="expandable"
        columns={columns}
        expandedRow={(p) =>
          expanded.isOpen(String(p.id)) && (
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">{t('tables.email')}</dt>
              <dd>
                <EmailAddress value={p.email} />
              </dd>
              <dt className="text-muted">{t('tables.experience')}</dt>
              <dd>{formatNumber(p.experience)}</dd>
            </dl>
          )
        }
      />
    </ExpandedRowsContext>
  )
}

const PAGE_SIZES = [5, 10, 20] as const
const statusRank = (p: Person) => PEOPLE_STATUSES.indexOf(p.status)

/** Grouped rows: the page's rows gathered by status under a header row (with the group's count). */
export function GroupedPeople() {
  const { t } = useDemoT()
  return (
    <PeopleTable
      prefix="grouped"
      arrange={(rows) => rows.toSorted((a, b) => statusRank(a) - statusRank(b))}
      groupBy={{
        of: (p) => p.status,
        label: (status, count) => (
          <span className="flex items-center gap-2">
            <Chip tone={STATUS_TONES[status as Person['status']]}>{t(demoKey(`tables.statuses.${status}`))}</Chip>
            <span className="text-muted">{t('tables.groupCount', { n: formatNumber(count) })}</span>
          </span>
        ),
      }}
    />
  )
}

/** External pagination: the table's own footer is off; the page draws a pager and a page-size select. */
export function ExternallyPagedPeople() {
  const { t } = useDemoT()
  return (
    <PeopleTable prefix="externalPagination" footer={false}>
      {({ state, page }) => (
        <div className="flex flex-wrap items-end justify-between gap-4 p-4">
          <Select
            label={t('tables.itemsPerPage')}
            value={String(state.itemsPerPage)}
            onChange={(e) => state.setItemsPerPage(Number(e.target.value))}
            options={PAGE_SIZES.map((n) => ({ value: String(n), label: formatNumber(n) }))}
            className="w-36"
          />
          <Pagination
            page={state.page}
            pageCount={pageCountOf(page.total, state.itemsPerPage)}
            onChange={state.setPage}
            label={t('tables.pagination')}
          />
        </div>
      )}
    </PeopleTable>
  )
}
