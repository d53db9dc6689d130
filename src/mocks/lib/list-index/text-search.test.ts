import { describe, expect, it } from 'vitest'
import { digitsOf, matchRange, searchFold, searchNeedle } from './text-search'

describe('search text', () => {
  it('folds case, accents, Arabic diacritics, alef forms and digits', () => {
    expect(searchFold('Élodie BRÛLÉ')).toBe('elodie brule')
    expect(searchFold('أَحْمَد')).toBe('احمد')
    expect(searchFold('إسلام آمنة ٱلقمر')).toBe('اسلام امنه القمر')
    expect(searchFold('مصطفى')).toBe('مصطفي')
    expect(searchFold('٠٦١٢ ۳۴')).toBe('0612 34')
    expect(searchFold('a\u0001b')).toBe('a b')
  })

  it('searches phone-like queries as digits, others as folded text', () => {
    expect(searchNeedle(' +33 6 12-34.56 ')).toBe('336123456')
    expect(searchNeedle('#5001')).toBe('5001')
    expect(searchNeedle('(٠٦) ١٢')).toBe('0612')
    // A phone typed the national way (trunk 0) or with the international 00 is found inside +<country><number>.
    expect(searchNeedle('06 12 34 56 78')).toBe('612345678')
    expect(searchNeedle('0033 6 12 34 56 78')).toBe('33612345678')
    expect(searchNeedle('+33 6 12 34 56 78')).toBe('33612345678')
    expect(searchNeedle('Élodie   Dupont')).toBe('elodie dupont')
    expect(searchNeedle('rue 12')).toBe('rue 12')
    expect(searchNeedle('+ -')).toBe('+ -')
    expect(digitsOf('+33 6 12')).toBe('33612')
  })

  it('places the match in the original value (for the highlight)', () => {
    expect(matchRange('Élodie Brûlé', 'brule', false)).toEqual([7, 12])
    expect(matchRange('+33 6 12 34 56 78', '61234', true)).toEqual([4, 11])
    expect(matchRange('أَحْمَد', 'حمد', false)).toEqual([2, 7])
    expect(matchRange('ab ab', 'ab', false, 3)).toEqual([3, 5])
    expect(matchRange('ab ab', 'ab', false, 1)).toEqual([0, 2])
    expect(matchRange('😀 smile', 'smile', false)).toEqual([3, 8])
    expect(matchRange('abc', 'zz', false)).toBeUndefined()
  })
})
