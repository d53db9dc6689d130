/**
 * Fictional phone numbers for the OTP area (DECISIONS section 6: every number is fictional).
 * Where a regulator reserves a range for fiction, numbers come from it:
 * FR 06 39 98 xx xx (ARCEP), GB 07700 900xxx (Ofcom), US/CA NXX 555-01xx (NANPA),
 * AU 0491 570 xxx (ACMA list), SE 070-174 06 05..99 (PTS).
 * Elsewhere the national part starts with 00, which no numbering plan allocates after the
 * country code (00 is the international prefix), so the number cannot ring anyone.
 * No imports: the seed generator (scripts/seed/otp.ts) runs this file directly under Node.
 */
type Rand = () => number

const digits = (rand: Rand, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('')
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!

const RESERVED: Record<string, (rand: Rand) => string> = {
  FR: (r) => `63998${digits(r, 4)}`,
  GB: (r) => `7700900${digits(r, 3)}`,
  US: (r) => `${pick(r, ['202', '212', '312', '415', '646'])}55501${digits(r, 2)}`,
  CA: (r) => `${pick(r, ['416', '514', '604', '613'])}55501${digits(r, 2)}`,
  AU: (r) => `491570${pick(r, ['110', '156', '157', '158', '159', '313', '737'])}`,
  SE: (r) => `701740${605 + Math.floor(r() * 95)}`,
}

/** Length of the national significant number of a mobile line, by country. */
const NATIONAL_LENGTH: Record<string, number> = {
  BE: 9,
  CH: 9,
  DE: 11,
  ES: 9,
  IT: 10,
  PT: 9,
  NL: 9,
  MA: 9,
  DZ: 9,
  TN: 8,
  SN: 9,
  CI: 10,
  BR: 11,
  MX: 10,
  IN: 10,
  JP: 10,
  PL: 9,
  AE: 9,
  SA: 9,
  EG: 10,
}

/** A fictional E.164 number for `country` (ISO alpha-2), given its calling code. */
export function fictionalPhone(country: string, dialCode: string, rand: Rand): string {
  const reserved = RESERVED[country]
  if (reserved) return `+${dialCode}${reserved(rand)}`
  const length = NATIONAL_LENGTH[country] ?? 9
  return `+${dialCode}00${digits(rand, length - 2)}`
}

/** Six digits, leading zeros kept. */
export function smsCode(rand: Rand): string {
  return digits(rand, 6)
}
