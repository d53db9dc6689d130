import { describe, expect, it } from 'vitest'
import { checkAll, formatTable, type BenchResults, type FullBudgets } from './report'

const budgets: FullBudgets = {
  bytes: { loginBeforePaintJs: 150 },
  lighthouse: { login: { desktop: 100, mobile: 90 }, analytics: { desktop: 95, mobile: 75 } },
  dataScale: { p95Ms: { '10000': 20, '100000': 150 } },
  render: { scrollLongTasks: 0 },
}

const variant = (p95: number, status = 200) => ({ variant: 'first page', query: 'page=1', status, runs: 5, p50: p95 / 2, p95, max: p95 })

const results: BenchResults = {
  meta: {},
  lighthouse: [
    {
      name: 'login',
      path: '/login',
      present: true,
      desktop: { score: 100, fcpMs: 1, lcpMs: 1, tbtMs: 0, cls: 0, speedIndexMs: 1 },
      mobile: { score: 89, fcpMs: 1, lcpMs: 1, tbtMs: 0, cls: 0, speedIndexMs: 1 },
    },
    { name: 'analytics', path: null, present: false },
  ],
  dataScale: {
    cpu: 1,
    scales: ['seed', 10_000, 100_000],
    notInCatalogue: [],
    endpoints: [
      {
        name: 'users',
        path: '/apps/users',
        table: 'users',
        present: true,
        scales: [
          { scale: 'seed', rows: 50, fillMs: null, fillRoundTripMs: null, variants: [variant(400)], p95: 400 },
          { scale: 10_000, rows: 10_000, fillMs: 900, fillRoundTripMs: 950, variants: [variant(12)], p95: 12 },
          { scale: 100_000, rows: 100_000, fillMs: 9000, fillRoundTripMs: 9100, variants: [variant(100, 500)], p95: 100 },
        ],
      },
      { name: 'roles', path: '/apps/roles', table: 'roles', present: false, reason: 'no handler declares this path', scales: [] },
      {
        name: 'sales',
        path: '/pages/datatable',
        table: 'sales',
        present: true,
        whole: 'every row by contract',
        scales: [{ scale: 10_000, rows: 10_000, fillMs: 900, fillRoundTripMs: 950, variants: [variant(300)], p95: 300 }],
      },
    ],
  },
  render: { screen: '/x', table: 'users', present: true, scroll10k: { present: true, longTasks: 2, longestTaskMs: 80 } },
}

describe('bench/report checkAll', () => {
  const checks = checkAll(results, budgets)
  const find = (name: string) => checks.find((c) => c.name === name)

  it('checks Lighthouse minimums and skips screens that do not exist yet', () => {
    expect(find('login desktop')).toMatchObject({ value: 100, ok: true })
    expect(find('login mobile')).toMatchObject({ value: 89, limit: 90, ok: false })
    expect(find('analytics desktop')).toMatchObject({ ok: true, skipped: 'not present' })
  })

  it('checks p95 maxima per scale (the seed is not budgeted) and fails a non-200 answer', () => {
    expect(find('users p95 @ 10,000')).toMatchObject({ value: 12, ok: true })
    expect(find('users p95 @ 100,000')).toMatchObject({ value: 100, ok: false })
    expect(checks.filter((c) => c.name.startsWith('users')).map((c) => c.name)).toEqual(['users p95 @ 10,000', 'users p95 @ 100,000'])
    expect(find('roles p95 @ 10,000')).toMatchObject({ ok: true, skipped: expect.stringContaining('no handler') })
  })

  it('reports a whole-table endpoint without holding it to the list budgets', () => {
    expect(find('sales p95 @ 10,000')).toMatchObject({ value: 300, ok: true, skipped: expect.stringContaining('whole table by contract') })
  })

  it('checks long tasks while scrolling 10,000 rows', () => {
    expect(find('long tasks scrolling 10,000 rows')).toMatchObject({ value: 2, limit: 0, ok: false })
  })

  it('prints one table ending with the broken budgets', () => {
    const table = formatTable(results, checks)
    expect(table).toContain('budgets: 2 met, 3 broken, 4 skipped')
    expect(table).toContain('broken: [lighthouse] login mobile: 89 (budget >= 90)')
    expect(table).toContain('broken: [render] long tasks scrolling 10,000 rows: 2 (budget <= 0)')
  })
})
