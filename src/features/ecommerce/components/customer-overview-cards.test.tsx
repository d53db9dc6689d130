// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { CustomerOverviewCards } from './customer-overview-cards'

const overview = { balance: 12.5, points: 999, tier: 'bronze', toNextTier: 1, wishlist: 1, coupons: 1 } as const

/** The card whose label is `label`: its whole text. */
const card = (label: string) => screen.getByText(label).closest('.grid > *')?.textContent ?? ''

describe('CustomerOverviewCards', () => {
  // The locale files hold no plural forms: a count stands alone, the words around it agree with any number.
  it.each([
    ['fr', "Liste d'envies", 'Articles mis de côté', 'Niveau suivant dans 1 pts', 'Bons de réduction'],
    ['en', 'Wishlist', 'Items saved for later', 'Next tier in 1 pts', 'Coupons'],
    ['ar', 'قائمة الأمنيات', 'منتجات محفوظة لوقت لاحق', 'المستوى التالي بعد 1 نقطة', 'القسائم'],
  ] as const)('says one item, one coupon and one point in %s without a plural noun', (language, wishlist, hint, toNext, coupons) => {
    renderWithProviders(<CustomerOverviewCards overview={overview} />, { language })
    expect(card(wishlist)).toContain(hint)
    expect(card(wishlist)).toMatch(/1/)
    expect(screen.getByText(toNext)).toBeTruthy()
    expect(card(coupons)).toMatch(/1/)
    expect(document.body.textContent).not.toMatch(/1 articles|1 items|1 bons|1 coupons/)
  })
})
