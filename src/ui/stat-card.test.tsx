// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { Ban, Check } from 'lucide-react'
import { afterEach, describe, expect, it } from 'vitest'
import { StatusFilterCards } from './stat-card'

afterEach(cleanup)

const meta = { active: { tone: 'success', icon: Check }, banned: { tone: 'error', icon: Ban } } as const
const cards = (counts: Record<'active' | 'banned', number> | undefined) => (
  <StatusFilterCards
    label="By status"
    statuses={['active', 'banned'] as const}
    meta={meta}
    statusLabel={(s) => s}
    counts={counts}
    loading={!counts}
    hint={(n, sum) => `${Math.round((n / sum) * 100)} % of all`}
    active={undefined}
    onToggle={() => undefined}
  />
)

/** The text lines of a card's text column: label, value (or its skeleton), hint. */
const lines = (name: RegExp) => screen.getByRole('button', { name }).firstElementChild!.children.length

describe('StatusFilterCards', () => {
  it('keeps the hint line while the counts load, so the table below does not move', () => {
    const { rerender } = render(cards(undefined))
    expect(lines(/active/)).toBe(3)
    expect(lines(/banned/)).toBe(3)
    rerender(cards({ active: 3, banned: 1 }))
    expect(lines(/active/)).toBe(3)
    expect(screen.getByText('75 % of all')).toBeTruthy()
    expect(screen.getByText('25 % of all')).toBeTruthy()
  })
})
