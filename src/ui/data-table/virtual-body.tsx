import type { Row } from '@tanstack/react-table'
import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** Rows rendered beyond the visible ones (fast wheel scrolling shows no gap). */
const OVERSCAN = 6

/**
 * Rows drawn in full per frame while rows come into view. The browser's style, layout and paint
 * of a full row cost ~4 ms on a tablet (4x CPU): a whole window of new rows in one frame (~22
 * rows after a fast wheel step) was an ~90 ms task. Measured scrolling 10,000 rows at 4x (bench
 * render section): 5 a frame 10 long tasks, 3 a frame 0-12, 2 a frame 0 in three runs; the 22
 * rows of a window are all drawn ~11 frames (~0.2 s) after the scroll stops.
 */
export const SETTLE_PER_FRAME = 2

/**
 * The next set of rows drawn in full: those still in the window, plus up to `perFrame` of the
 * window's placeholders, nearest to the middle of the view first.
 */
export function nextSettled(
  settled: ReadonlySet<number>,
  items: VirtualItem[],
  view: { start: number; end: number },
  perFrame: number,
): Set<number> {
  const next = new Set<number>()
  const pending: VirtualItem[] = []
  for (const item of items) {
    if (settled.has(item.index)) next.add(item.index)
    else pending.push(item)
  }
  const middle = (view.start + view.end) / 2
  const distance = (item: VirtualItem) => Math.abs((item.start + item.end) / 2 - middle)
  pending.sort((a, b) => distance(a) - distance(b))
  for (const item of pending.slice(0, perFrame)) next.add(item.index)
  return next
}

/**
 * The rows a virtualised body renders: the visible window plus the overscan — ahead of the
 * scroll only while scrolling (one row behind), so each frame creates fewer rows — and the row
 * holding the keyboard focus when it has scrolled away (so focus is not lost with its row).
 */
export function windowIndexes(range: Range, keep?: number | null, direction?: 'forward' | 'backward' | null): number[] {
  const before = direction === 'forward' ? Math.min(1, range.overscan) : range.overscan
  const after = direction === 'backward' ? Math.min(1, range.overscan) : range.overscan
  const indexes = defaultRangeExtractor({ ...range, overscan: 0 })
  const first = Math.max(0, (indexes[0] ?? 0) - before)
  const last = Math.min(range.count - 1, (indexes.at(-1) ?? -1) + after)
  const out: number[] = []
  if (range.count > 0) for (let i = first; i <= last; i++) out.push(i)
  if (keep === undefined || keep === null || keep < 0 || keep >= range.count || (keep >= first && keep <= last)) return out
  return keep < first ? [keep, ...out] : [...out, keep]
}

/** What the virtualiser of a body reads: its rows, their density, the element that scrolls. */
interface VirtualBodyOptions<T> {
  rows: Row<T>[]
  dense: boolean
  scrollRef: React.RefObject<HTMLDivElement | null>
}

/**
 * The virtualiser of a long body ("All" included). Rows are estimated at the height of the first
 * row measured (rows of a list are nearly all alike: no per-row measuring, no re-layout of 10,000
 * offsets); the row holding the keyboard focus stays rendered; rows render in their own task (no
 * flushSync in the scroll event). The body's first rows are drawn in full at once; rows that
 * come into view later are drawn in two steps: at once as light placeholders, then in full a
 * few per frame (`settled`, SETTLE_PER_FRAME, the middle of the view first), so no frame holds
 * the style, layout and paint of a whole window of rows. A row scrolled away before its turn
 * is never drawn in full.
 */
export function useVirtualBody<T>({ rows, dense, scrollRef }: VirtualBodyOptions<T>) {
  const [measuredHeight, setMeasuredHeight] = useState<number | null>(null)
  const rowHeight = measuredHeight ?? (dense ? 40 : 52)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const direction = useRef<'forward' | 'backward' | null>(null)
  const rangeExtractor = useCallback((range: Range) => windowIndexes(range, focusIndex, direction.current), [focusIndex])
  // Stable while the rows are the same: the virtualiser recomputes every offset when it changes.
  const getItemKey = useCallback((i: number) => rows[i]?.id ?? i, [rows])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    rangeExtractor,
    useFlushSync: false,
    onChange: (instance) => {
      direction.current = instance.scrollDirection
    },
    // Rows are keyed by id: a measured height follows its row when rows are added or removed.
    getItemKey,
    // First paint before the container is measured: about the 70vh the body is limited to.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 600 : Math.round(window.innerHeight * 0.7) },
  })
  const items = virtualizer.getVirtualItems()
  // null: the body has not drawn rows yet (or has none now): its first window is drawn in full.
  const [drawn, setDrawn] = useState<ReadonlySet<number> | null>(null)
  const settled = drawn ?? new Set(items.map((item) => item.index))
  const pending = items.some((item) => !settled.has(item.index))
  useEffect(() => {
    if (items.length === 0) {
      if (drawn !== null) setDrawn(null)
      return
    }
    if (drawn === null) {
      setDrawn(new Set(items.map((item) => item.index)))
      return
    }
    if (!pending) return
    const offset = virtualizer.scrollOffset ?? 0
    const view = { start: offset, end: offset + (virtualizer.scrollRect?.height ?? 0) }
    const frame = requestAnimationFrame(() => setDrawn((prev) => nextSettled(prev ?? new Set(), items, view, SETTLE_PER_FRAME)))
    return () => cancelAnimationFrame(frame)
  }, [items, drawn, pending, virtualizer])
  useLayoutEffect(() => {
    if (measuredHeight !== null) return
    const first = scrollRef.current?.querySelector<HTMLElement>('tbody tr[data-index]')
    const height = first?.offsetHeight ?? 0
    if (height > 0) setMeasuredHeight(height)
  }, [measuredHeight, scrollRef])
  useEffect(() => {
    if (measuredHeight !== null) virtualizer.measure()
  }, [measuredHeight, virtualizer])
  const onFocus = (e: React.FocusEvent<HTMLTableSectionElement>) => {
    const tr = (e.target as HTMLElement).closest<HTMLElement>('tr[data-index]')
    setFocusIndex(tr ? Number(tr.dataset.index) : null)
  }
  const onBlur = (e: React.FocusEvent<HTMLTableSectionElement>) => {
    if (focusIndex !== null && !e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusIndex(null)
  }
  return { items, settled, totalSize: virtualizer.getTotalSize(), onFocus, onBlur }
}

/** A row not drawn yet: its height, no content, hidden from assistive technologies. */
export function PlaceholderRow({ span, height }: { span: number; height: number }) {
  return (
    <tr aria-hidden data-placeholder="" style={{ height }}>
      <td colSpan={span} className="border-b border-border" />
    </tr>
  )
}

/**
 * The body of a virtualised table. It owns the virtualiser, so a scroll re-renders these rows
 * only, not the table around them (toolbar, header, footer: ~30-40 % of a scroll frame's
 * JavaScript when the whole table re-rendered on each scroll).
 */
export function VirtualBody<T>({
  span,
  renderRow,
  ...options
}: VirtualBodyOptions<T> & { span: number; renderRow: (row: Row<T>, index: number) => React.ReactNode }) {
  const body = useVirtualBody(options)
  return (
    <tbody onFocus={body.onFocus} onBlur={body.onBlur}>
      <VirtualRows
        rows={options.rows}
        items={body.items}
        settled={body.settled}
        totalSize={body.totalSize}
        span={span}
        renderRow={renderRow}
      />
    </tbody>
  )
}

/** The virtualised rows: spacer rows stand for the rows not rendered (before, between when a focused row is kept, after). */
function VirtualRows<T>({
  rows,
  items,
  settled,
  totalSize,
  span,
  renderRow,
}: {
  rows: Row<T>[]
  items: VirtualItem[]
  settled: ReadonlySet<number>
  totalSize: number
  span: number
  renderRow: (row: Row<T>, index: number) => React.ReactNode
}) {
  const out: React.ReactNode[] = []
  let end = 0
  for (const item of items) {
    if (item.start > end) out.push(<tr key={`gap-${item.index}`} aria-hidden data-spacer="" style={{ height: item.start - end }} />)
    const row = rows[item.index]!
    out.push(settled.has(item.index) ? renderRow(row, item.index) : <PlaceholderRow key={row.id} span={span} height={item.size} />)
    end = item.end
  }
  if (totalSize > end) out.push(<tr key="gap-end" aria-hidden data-spacer="" style={{ height: totalSize - end }} />)
  return out
}
