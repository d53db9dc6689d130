import { cn } from '@/lib/cn'

/**
 * Table primitives (as shadcn's `ui/table`): a plain, styled `<table>` for small static tables
 * (an invoice history, a permission matrix). Lists with paging, sort, search or selection use the
 * DataTable (`@/ui/data-table`), which is built on the same look.
 *
 * ```tsx
 * <Table caption={t('billing.history')}>
 *   <TableHeader><TableRow><TableHead>{t('billing.invoice')}</TableHead>…</TableRow></TableHeader>
 *   <TableBody>{rows.map((r) => <TableRow key={r.id}><TableCell>{r.id}</TableCell>…</TableRow>)}</TableBody>
 * </Table>
 * ```
 */
export function Table({
  className,
  wrapperClassName,
  caption,
  children,
  ...props
}: React.ComponentProps<'table'> & {
  /** Classes of the wrapper that scrolls sideways on narrow screens. */
  wrapperClassName?: string
  /** Screen-reader caption. */
  caption?: React.ReactNode
}) {
  return (
    <div data-slot="table-container" className={cn('relative w-full overflow-x-auto', wrapperClassName)}>
      <table data-slot="table" className={cn('w-full text-[0.9375rem]', className)} {...props}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  )
}

/** `<thead>`: small uppercase muted labels on the second surface (`plain` for no background). */
export function TableHeader({ className, plain, ...props }: React.ComponentProps<'thead'> & { plain?: boolean }) {
  return (
    <thead
      data-slot="table-header"
      className={cn('text-xs tracking-wide text-muted uppercase', !plain && 'bg-surface-2', className)}
      {...props}
    />
  )
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={className} {...props} />
}

/** `<tr>` with a top border (a header row passes its own). */
export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-t border-border', className)} {...props} />
}

const align = { start: 'text-start', center: 'text-center', end: 'text-end' } as const

/** `<th>`: a column header (scope col) or, with `scope="row"`, the header cell of a row. */
export function TableHead({
  className,
  scope = 'col',
  align: a = 'start',
  ...props
}: Omit<React.ComponentProps<'th'>, 'align'> & { align?: keyof typeof align }) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn('px-5 py-3', align[a], scope === 'row' ? 'font-normal' : 'font-medium', className)}
      {...props}
    />
  )
}

export function TableCell({
  className,
  align: a = 'start',
  ...props
}: Omit<React.ComponentProps<'td'>, 'align'> & { align?: keyof typeof align }) {
  return <td data-slot="table-cell" className={cn('px-5 py-3', align[a], className)} {...props} />
}
