import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pagination } from '@/ui/pagination'
import { DemoPage } from '../shared/demo-page'
import raw from './pagination-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

/** A pagination with its own current page (each demo pages on its own). */
function Demo(props: Omit<React.ComponentProps<typeof Pagination>, 'page' | 'onChange'> & { start?: number }) {
  const { start = 1, ...rest } = props
  const [page, setPage] = useState(start)
  return <Pagination page={page} onChange={setPage} {...rest} />
}

function Basic() {
  return <Demo pageCount={5} showFirstLast={false} />
}

function Circle() {
  return <Demo pageCount={5} shape="circle" showFirstLast={false} />
}

function Outline() {
  return <Demo pageCount={5} variant="outlined" showFirstLast={false} />
}

function OutlineCircle() {
  return <Demo pageCount={5} variant="outlined" shape="circle" showFirstLast={false} />
}

function Text() {
  return <Demo pageCount={5} variant="text" showFirstLast={false} />
}

function Disabled() {
  return <Demo pageCount={3} disabled />
}

function Length() {
  return <Demo pageCount={15} start={7} />
}

function TotalVisible() {
  return <Demo pageCount={30} start={12} siblingCount={2} boundaryCount={2} />
}

function Size() {
  return (
    <>
      <Demo pageCount={5} size="sm" />
      <Demo pageCount={5} />
    </>
  )
}

function Icons() {
  return <Demo pageCount={8} showPrevNext={false} />
}

function Labelled() {
  const { t } = useTranslation('demos')
  return <Demo pageCount={10} label={t('pagination.results')} />
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function PaginationPage() {
  return (
    <DemoPage
      page="pagination"
      raw={raw}
      demos={{ Basic, Circle, Outline, OutlineCircle, Text, Disabled, Length, TotalVisible, Size, Icons, Labelled }}
    />
  )
}
