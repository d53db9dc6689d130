import { formatMoney } from '@/lib/format'
import { cn } from '@/lib/cn'

/** Label / amount rows of a price summary; the last row (`total`) stands out. */
export function PriceRows({ rows, className }: { rows: { label: string; amount: number; tone?: 'success' }[]; className?: string }) {
  return (
    <dl className={cn('flex flex-col gap-2 text-[0.9375rem]', className)}>
      {rows.map((r, i) => {
        const last = i === rows.length - 1
        return (
          <div
            key={r.label}
            className={cn('flex justify-between gap-4', last && 'mt-1 border-t border-border pt-3 font-semibold text-strong')}
          >
            <dt className={last ? undefined : 'text-muted'}>{r.label}</dt>
            <dd className={r.tone === 'success' ? 'text-success' : undefined}>{formatMoney(r.amount)}</dd>
          </div>
        )
      })}
    </dl>
  )
}
