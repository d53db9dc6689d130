import type { Row } from '@tanstack/react-table'
import { useEffect, useState } from 'react'
import { PlaceholderRow, SETTLE_PER_FRAME } from './virtual-body'

/**
 * Rows are shown as cards below 60rem (the `data-cards` styles of ./cards.css): on a
 * phone one line per cell, on a tablet (from 40rem) a heading line and the cells four to a line,
 * each label above its value.
 */
const PHONE_CARDS_QUERY = '(width < 40rem)'
const TABLET_CARDS_QUERY = '(40rem <= width < 60rem)'
/** A phone card's height per cell (label and value on a line), an overestimate of the rows it takes. */
const CARD_LINE = 32
/** A tablet card's height: its heading line, then a line of label and value per four cells. */
const tabletCardHeight = (cells: number) => 56 + Math.ceil(cells / 4) * 64
/**
 * At most this many rows drawn in full in the body's first commit, the other rows in view a few
 * frames later (SETTLE_PER_FRAME a frame). That commit also holds the rest of the screen's update
 * (counts, toolbar): on a tablet (4x CPU) ten account rows in it made a ~130-200 ms task; a row
 * costs ~8-10 ms there.
 */
export const FIRST_COMMIT_ROWS = 4

/**
 * How many of a body's first rows can be in view: the window's height at the rows' height (a
 * card's in the narrow layout), one more for a partly visible row. Counted from the window's top,
 * not the body's: reading where the body is would lay the screen out in the middle of its render
 * (a forced layout of ~50 ms on a tablet's reload), and below a short window FIRST_COMMIT_ROWS
 * caps it anyway. Errs on the high side (a row drawn at once that was not in view costs a little;
 * a placeholder in view shows for a few frames).
 */
export function rowsInView({ viewport, rowHeight }: { viewport: number; rowHeight: number }): number {
  return Math.max(1, Math.ceil(viewport / rowHeight) + 1)
}

/**
 * A non-virtual body that gets rows after having none (the skeleton of a first load, an empty
 * result) or mounts with them (a reload's first screen): the first rows in view (FIRST_COMMIT_ROWS at most) are drawn in full at once and the
 * others first as light placeholders of a row's height, then SETTLE_PER_FRAME a frame, as a
 * virtual body draws rows that scroll in. On a tablet a page of 25 account rows drawn in full in
 * one commit was a task of 130-170 ms (issue #24). A body that already shows rows (another page,
 * a sort) is drawn in full at once.
 * Returns how many of the rows to draw in full now.
 */
export function useFirstRows<T>(
  rows: Row<T>[],
  { enabled, dense, span }: { enabled: boolean; dense: boolean; span: number },
): { full: number; height: number } {
  const count = enabled ? rows.length : 0
  // A body that mounts with rows (a reload whose prefetched answer came before the first render)
  // starts as one that had none: its first commit is the whole screen's, so the limit matters most.
  const [shown, setShown] = useState(0)
  const [limit, setLimit] = useState<{ full: number; height: number } | null>(null)
  if (count !== shown) {
    setShown(count)
    let next: typeof limit = null
    if (shown === 0 && count > 0 && typeof window !== 'undefined') {
      const matches = (query: string) => window.matchMedia?.(query).matches ?? false
      const height = matches(PHONE_CARDS_QUERY) ? span * CARD_LINE : matches(TABLET_CARDS_QUERY) ? tabletCardHeight(span) : dense ? 40 : 52
      const inView = rowsInView({ viewport: window.innerHeight, rowHeight: height })
      const full = Math.min(inView, FIRST_COMMIT_ROWS)
      if (full < count) next = { full, height }
    }
    setLimit(next)
  }
  useEffect(() => {
    if (limit === null) return
    const frame = requestAnimationFrame(() =>
      setLimit((l) => (l === null || l.full + SETTLE_PER_FRAME >= count ? null : { ...l, full: l.full + SETTLE_PER_FRAME })),
    )
    return () => cancelAnimationFrame(frame)
  }, [limit, count])
  return limit ?? { full: rows.length, height: 0 }
}

/** The rows of a non-virtual body: the first `full` drawn in full, the others placeholders of their height. */
export function FirstRows<T>({
  rows,
  full,
  span,
  height,
  renderRow,
}: {
  rows: Row<T>[]
  full: number
  span: number
  height: number
  renderRow: (row: Row<T>, index: number) => React.ReactNode
}) {
  return rows.map((row, i) => (i < full ? renderRow(row, i) : <PlaceholderRow key={row.id} span={span} height={height} />))
}
