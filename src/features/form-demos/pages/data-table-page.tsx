import { DemoPage } from '../shared/demo-page'
import { KitchenSink } from '../tables/kitchen-sink'
import { ExpandablePeople, ExternallyPagedPeople, GroupedPeople } from '../tables/people-extras'
import { PeopleTable } from '../tables/people-table'
import { SalesRowEditing } from '../tables/sales-row-editing'
import raw from './data-table-page.tsx?raw'

function Basic() {
  return <PeopleTable prefix="basic" />
}

function Dense() {
  return <PeopleTable prefix="dense" density="dense" />
}

function CellSlot() {
  return <PeopleTable prefix="cellSlot" chips />
}

function RowSelection() {
  return <PeopleTable prefix="rowSelection" selectable />
}

function FixedHeader() {
  return <PeopleTable prefix="fixedHeader" maxHeight="18rem" />
}

function Expandable() {
  return <ExpandablePeople />
}

function Grouped() {
  return <GroupedPeople />
}

function RowEditing() {
  return <SalesRowEditing />
}

function ExternalPagination() {
  return <ExternallyPagedPeople />
}

export default function DataTablePage() {
  return (
    <DemoPage
      page="dataTable"
      raw={raw}
      single
      demos={{ Basic, Dense, CellSlot, RowSelection, FixedHeader, Expandable, Grouped, RowEditing, ExternalPagination, KitchenSink }}
    />
  )
}
