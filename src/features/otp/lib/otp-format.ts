import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { ApiError } from '@/api/client'
import { DIAL_CODES, OTP_MESSAGES } from '@/api/contracts/otp'
import { regionName } from '@/lib/display-names'

/** Digits in threes, the last group taking up to four: `123 4567`, `1234 5678`. */
function chunks(digits: string): string {
  if (digits.length === 8) return `${digits.slice(0, 4)} ${digits.slice(4)}`
  const parts: string[] = []
  let rest = digits
  while (rest.length > 4) {
    parts.push(rest.slice(0, 3))
    rest = rest.slice(3)
  }
  return [...parts, rest].join(' ')
}

/** Groups the national part for reading: `+33 6 39 98 12 34`, `+1 202 555 0123`. */
export function formatPhone(phone: string, country: string): string {
  const cc = DIAL_CODES[country]
  if (!cc || !phone.startsWith(`+${cc}`)) return phone
  const n = phone.slice(cc.length + 1)
  if (n.startsWith('00')) return `+${cc} 00 ${chunks(n.slice(2))}`
  const groups: Record<number, number[]> = { 8: [2, 2, 2, 2], 9: [1, 2, 2, 2, 2], 10: [3, 3, 4], 11: [2, 5, 4] }
  const national: Record<string, number[]> = { GB: [4, 6], AU: [3, 3, 3], SE: [2, 3, 2, 2] }
  const own = national[country]
  const sizes = own && own.reduce((a, b) => a + b, 0) === n.length ? own : groups[n.length]
  if (!sizes) return `+${cc} ${n}`
  const parts: string[] = []
  let at = 0
  for (const size of sizes) {
    parts.push(n.slice(at, at + size))
    at += size
  }
  return `+${cc} ${parts.join(' ')}`
}

/**
 * Country names in the active language (lib/display-names' regionName), falling back to the code;
 * a new function when the language changes, so memoised lists that depend on it follow.
 */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation()
  const lng = i18n.language || 'fr'
  // eslint-disable-next-line react-hooks/exhaustive-deps -- regionName reads the active language: one function per language
  return useMemo(() => (code: string) => regionName(code), [lng])
}

/** The API's OTP refusals and validation keys, in the active language. */
export function otpErrorMessage(error: unknown, t: TFunction<readonly ['otp', 'common']>): string {
  if (error instanceof ApiError) {
    if (error.message === OTP_MESSAGES.insufficientBalance) return t('otp:errors.insufficientBalance')
    if (error.message === OTP_MESSAGES.outOfStock) return t('otp:errors.outOfStock')
    if (error.message === OTP_MESSAGES.cannotCancel) return t('otp:errors.cannotCancel')
    if (error.message === OTP_MESSAGES.cannotFinish) return t('otp:errors.cannotFinish')
    if (error.message === OTP_MESSAGES.notFound) return t('otp:errors.notFound')
    const first = error.errors && Object.values(error.errors)[0]?.[0]
    if (first) return t(first, { ns: 'common', defaultValue: t('common:states.error') })
    if (error.status === 0) return t('otp:errors.network')
  }
  return t('common:states.error')
}

/** Two minutes or less left: the countdown turns red. */
export const URGENT_MS = 2 * 60 * 1000

/** `mm:ss` of a duration in ms (never negative). */
export function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
