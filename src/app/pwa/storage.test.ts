import { describe, expect, it } from 'vitest'
import { assessSpace, LOW_BYTES } from './storage'

const MB = 1024 * 1024

describe('assessSpace', () => {
  it('is fine with plenty of room', () => {
    expect(assessSpace(100 * MB, 2000 * MB)).toEqual({ available: 1900 * MB, lowSpace: false })
  })
  it('warns below 10 % of the quota even when many MB are left', () => {
    expect(assessSpace(9500 * MB, 10000 * MB)).toEqual({ available: 500 * MB, lowSpace: true })
  })
  it('warns below 50 MB even when that is more than 10 % of a small quota', () => {
    expect(assessSpace(10 * MB, 50 * MB)).toMatchObject({ available: 40 * MB, lowSpace: true })
    expect(assessSpace(0, LOW_BYTES)).toMatchObject({ lowSpace: false })
  })
  it('never reports negative space', () => {
    expect(assessSpace(120 * MB, 100 * MB)).toEqual({ available: 0, lowSpace: true })
  })
})
