import { describe, expect, it } from 'vitest'
import { clock, formatPhone } from './otp-format'

describe('formatPhone', () => {
  it.each([
    ['+33639981234', 'FR', '+33 6 39 98 12 34'],
    ['+12025550123', 'US', '+1 202 555 0123'],
    ['+447700900123', 'GB', '+44 7700 900123'],
    ['+61491570156', 'AU', '+61 491 570 156'],
    ['+46701740605', 'SE', '+46 70 174 06 05'],
    ['+4900123456789', 'DE', '+49 00 123 456 789'],
    ['+21600123456', 'TN', '+216 00 123 456'],
    ['+35100654406', 'PT', '+351 00 654 406'],
    ['+2250012345678', 'CI', '+225 00 1234 5678'],
  ])('groups %s (%s) as %s', (phone, country, expected) => {
    expect(formatPhone(phone, country)).toBe(expected)
  })

  it('leaves a number it cannot read untouched', () => {
    expect(formatPhone('+999123', 'ZZ')).toBe('+999123')
    expect(formatPhone('+33639981234', 'US')).toBe('+33639981234')
  })
})

describe('clock', () => {
  it('shows mm:ss, rounding up and never negative', () => {
    expect(clock(20 * 60_000)).toBe('20:00')
    expect(clock(61_001)).toBe('01:02')
    expect(clock(0)).toBe('00:00')
    expect(clock(-5000)).toBe('00:00')
  })
})
