import { describe, expect, it } from 'vitest'
import { formatSpeed } from './machine-speed'

describe('formatSpeed', () => {
  it('lists the readings in order and says how far the machine moved', () => {
    const line = formatSpeed([
      { moment: 'start', referenceWorkMs: 100 },
      { moment: 'startup', referenceWorkMs: 210 },
    ])
    expect(line).toBe(
      'machine speed (reference work at 1x, lower is faster): 100 ms at start, 210 ms after startup — it moved by 2.1x during the run',
    )
  })

  it('says nothing of a steady machine, nor of a run without a browser', () => {
    expect(
      formatSpeed([
        { moment: 'start', referenceWorkMs: 100 },
        { moment: 'data', referenceWorkMs: 110 },
      ]),
    ).not.toMatch(/moved/)
    expect(formatSpeed(undefined)).toBe('')
  })
})
