import { describe, expect, it } from 'vitest'
import { DIAL_CODES } from '@/api/contracts/otp'
import { fictionalPhone, smsCode } from './otp-phone'

/** Deterministic stand-in for Math.random. */
function seq(seed = 1) {
  let s = seed
  return () => {
    s = (s * 16807) % 2147483647
    return (s - 1) / 2147483646
  }
}

describe('fictionalPhone', () => {
  it('draws from the ranges reserved for fiction where a regulator has one', () => {
    const r = seq(7)
    for (let i = 0; i < 50; i++) {
      expect(fictionalPhone('FR', '33', r)).toMatch(/^\+3363998\d{4}$/)
      expect(fictionalPhone('GB', '44', r)).toMatch(/^\+447700900\d{3}$/)
      expect(fictionalPhone('US', '1', r)).toMatch(/^\+1\d{3}55501\d{2}$/)
      expect(fictionalPhone('CA', '1', r)).toMatch(/^\+1\d{3}55501\d{2}$/)
      expect(fictionalPhone('AU', '61', r)).toMatch(/^\+61491570(110|156|157|158|159|313|737)$/)
      const se = fictionalPhone('SE', '46', r)
      expect(se).toMatch(/^\+46701740\d{3}$/)
      expect(Number(se.slice(-3))).toBeGreaterThanOrEqual(605)
      expect(Number(se.slice(-3))).toBeLessThanOrEqual(699)
    }
  })

  it('elsewhere starts the national part with 00, which no plan allocates, and stays valid E.164', () => {
    const r = seq(3)
    for (const [country, cc] of Object.entries(DIAL_CODES)) {
      const phone = fictionalPhone(country, cc, r)
      expect(phone, country).toMatch(/^\+[1-9]\d{7,14}$/)
      expect(phone.startsWith(`+${cc}`)).toBe(true)
      if (!['FR', 'GB', 'US', 'CA', 'AU', 'SE'].includes(country)) expect(phone.slice(cc.length + 1, cc.length + 3), country).toBe('00')
    }
  })
})

describe('smsCode', () => {
  it('is six digits, leading zeros kept', () => {
    expect(smsCode(() => 0)).toBe('000000')
    const r = seq(11)
    for (let i = 0; i < 100; i++) expect(smsCode(r)).toMatch(/^\d{6}$/)
  })
})
