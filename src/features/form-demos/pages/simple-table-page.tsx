import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/cn'
import { EmailAddress } from '@/ui/email-address'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import { PEOPLE } from '../tables/datatable-rows'
import raw from './simple-table-page.tsx?raw'

/** A plain table of the static people; `dense`, `dark` (inverted theme) and `height` vary per demo. */
function People({ rows = 5, dense, dark, height }: { rows?: number; dense?: boolean; dark?: boolean; height?: string }) {
  const { t } = useDemoT()
  return (
    // A scrolling box is a focusable, named region (keyboard users scroll it too).
    <div
      className={cn(
        dark && 'dark rounded-md bg-surface text-text',
        height && 'overflow-y-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-primary',
      )}
      style={height ? { maxHeight: height } : undefined}
      {...(height ? { tabIndex: 0, role: 'region', 'aria-label': t('simpleTable.caption') } : {})}
    >
      <Table caption={t('simpleTable.caption')}>
        <TableHeader className={cn(height && 'sticky top-0 bg-surface')}>
          <TableRow>
            <TableHead>{t('tables.name')}</TableHead>
            <TableHead>{t('tables.email')}</TableHead>
            <TableHead align="end">{t('tables.age')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {PEOPLE.slice(0, rows).map((p) => (
            <TableRow key={p.id}>
              <TableCell className={cn(dense && 'py-1.5')}>{p.name}</TableCell>
              <TableCell className={cn(dense && 'py-1.5')}>
                <EmailAddress value={p.email} />
              </TableCell>
              <TableCell align="end" className={cn(dense && 'py-1.5')}>
                {formatNumber(p.age)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

function Basic() {
  return <People />
}

function Theme() {
  return <People dark />
}

function Density() {
  return <People dense />
}

function Height() {
  return <People rows={12} height="16rem" />
}

function FixedHeader() {
  return <People rows={20} height="20rem" />
}

export default function SimpleTablePage() {
  return <DemoPage page="simpleTable" raw={raw} demos={{ Basic, Theme, Density, Height, FixedHeader }} />
}
