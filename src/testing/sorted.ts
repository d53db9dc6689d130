import { expect } from 'vitest'

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** Asserts that `rows` are ordered by `get` (numbers numerically, texts by the en collator), and not all equal. */
export function expectSorted<T>(rows: T[], get: (row: T) => string | number, order: 'asc' | 'desc'): void {
  expect(rows.length).toBeGreaterThan(1)
  for (let i = 1; i < rows.length; i++) {
    const a = get(rows[i - 1]!)
    const b = get(rows[i]!)
    const cmp = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b))
    if (order === 'asc' ? cmp > 0 : cmp < 0) throw new Error(`not ${order} at ${i}: ${String(a)} then ${String(b)}`)
  }
  expect(get(rows[0]!)).not.toEqual(get(rows[rows.length - 1]!))
}
