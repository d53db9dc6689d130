import { describe, expect, it } from 'vitest'
import fr from '@/i18n/locales/fr/otp.json'
import en from '@/i18n/locales/en/otp.json'
import ar from '@/i18n/locales/ar/otp.json'

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]))
const values = (o: object): string[] => Object.values(o).flatMap((v) => (v && typeof v === 'object' ? values(v as object) : [String(v)]))
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('otp locales', () => {
  it('have the same keys in fr, en and ar, and no plural suffixes', () => {
    expect(keys(en)).toEqual(keys(fr))
    expect(keys(ar)).toEqual(keys(fr))
    expect(keys(fr).filter((k) => /_(zero|one|two|few|many|other)$/.test(k))).toEqual([])
  })

  it('use the same interpolation variables in every language, with real translations', () => {
    const flat = (o: object) => Object.fromEntries(keys(o).map((k, i) => [k, values(o)[i]!]))
    const [f, e, a] = [flat(fr), flat(en), flat(ar)]
    for (const k of Object.keys(f)) {
      expect(vars(e[k]!), k).toEqual(vars(f[k]!))
      expect(vars(a[k]!), k).toEqual(vars(f[k]!))
    }
    expect(values(ar).filter((v) => /[\u0600-\u06FF]/.test(v)).length).toBeGreaterThan(values(ar).length * 0.9)
  })
})
