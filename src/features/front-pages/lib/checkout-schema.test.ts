import { describe, expect, it } from 'vitest'
import { orderInput, orderTotals } from '@/api/contracts/ecommerce'
import { checkoutInput, EMPTY_CHECKOUT, toOrder, type CheckoutValues } from './checkout-schema'

const now = () => new Date(2026, 5, 15)
const card = { number: '4242 4242 4242 4242', name: 'Nadia Benali', expiry: '07/27', cvv: '123' }
const issuesOf = (v: CheckoutValues) => (checkoutInput(now).safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`)

describe('checkout form', () => {
  it('the card is checked only when paying by card; a gift card needs its 16-character code', () => {
    expect(issuesOf({ ...EMPTY_CHECKOUT, card })).toEqual([])
    expect(issuesOf({ ...EMPTY_CHECKOUT, card: { ...card, number: '4242 4242 4242 4241' } })).toEqual([
      'card.number:front:validation.cardNumber',
    ])
    expect(issuesOf({ ...EMPTY_CHECKOUT, payment: 'cashOnDelivery' })).toEqual([])
    expect(issuesOf({ ...EMPTY_CHECKOUT, payment: 'giftCard', giftCode: 'ABCD-1234' })).toEqual(['giftCode:front:validation.giftCode'])
    expect(issuesOf({ ...EMPTY_CHECKOUT, payment: 'giftCard', giftCode: 'abcd-efgh-1234-5678' })).toEqual([])
  })

  it('an empty cart is refused', () => {
    expect(issuesOf({ ...EMPTY_CHECKOUT, items: [], card })).toEqual(['items:front:validation.emptyCart'])
  })

  it('builds the API body the contract accepts, with only the card’s last four digits', () => {
    const body = toOrder({ ...EMPTY_CHECKOUT, card, coupon: true, giftWrap: true, delivery: 'overnight' }, 'VERMILION10')
    const parsed = orderInput.parse(body)
    expect(parsed).toMatchObject({
      customer: 'Nadia Benali',
      payment: 'card',
      cardLast4: '4242',
      coupon: 'VERMILION10',
      delivery: 'overnight',
    })
    expect(JSON.stringify(body)).not.toContain('4242 4242')
    // The cart shows what the API will store.
    const totals = orderTotals({ lines: body.lines, delivery: 'overnight', coupon: true, giftWrap: true })
    expect(totals.total).toBe(Math.round((totals.bag * 0.9 + 5 + 15) * 100) / 100)
  })
})
