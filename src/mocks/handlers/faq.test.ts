import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { faqResponse, type FaqResponse } from '@/api/contracts/faq'

setupMockApi()

const faq = (query: Record<string, string | undefined> = {}) => call<FaqResponse>('/pages/faq', { query })
const allText = (groups: FaqResponse) => groups.flatMap((g) => g.faqs.map((f) => `${f.question} ${f.answer}`)).join('\n')

describe('GET /api/pages/faq', () => {
  it('answers every group in English by default, in the exact wire shape', async () => {
    const res = await faq()
    expect(res.status).toBe(200)
    expect(faqResponse.parse(res.body)).toBeTruthy()
    expect(res.body.map((g) => g.id)).toEqual(['payment', 'delivery', 'cancellation-return', 'my-orders', 'product-services'])
    expect(res.body[1]).toMatchObject({ faqTitle: 'Delivery', faqIcon: 'Truck' })
    expect(Object.keys(res.body[0]!).sort()).toEqual(['faqIcon', 'faqSubtitle', 'faqTitle', 'faqs', 'id'])
  })

  it('states the delivery, damage, cancel and return facts of SPEC section 9', async () => {
    const text = allText((await faq()).body)
    expect(text).toContain('$69')
    expect(text).toContain('$99 if you choose a scheduled')
    expect(text).toContain('Parcel delivery is free')
    expect(text).toContain('within 48 hours')
    expect(text).toContain('up to 72 hours before the delivery')
    expect(text).toContain('within 15 days')
    const frText = allText((await faq({ lang: 'fr' })).body)
    for (const fact of ['69 $', '99 $', 'gratuite', '48 heures', '72 heures', '15 jours']) expect(frText).toContain(fact)
    const arText = allText((await faq({ lang: 'ar' })).body)
    for (const fact of ['69', '99', 'مجاني', '48 ساعة', '72 ساعة', '15 يومًا']) expect(arText).toContain(fact)
  })

  it('filters questions by q, case-insensitively, and drops the groups left empty', async () => {
    const res = await faq({ q: 'CANCEL' })
    expect(res.body.map((g) => g.id)).toEqual(['cancellation-return'])
    expect(res.body[0]!.faqs.map((f) => f.question)).toEqual(['Can I cancel my order?'])
    const order = await faq({ q: 'order' })
    expect(order.body.map((g) => g.id)).toEqual(['delivery', 'cancellation-return', 'my-orders'])
    order.body.forEach((g) => g.faqs.forEach((f) => expect(f.question.toLowerCase()).toContain('order')))
  })

  it('matches only question text, not answers', async () => {
    expect((await faq({ q: 'warehouse' })).body).toEqual([])
  })

  it('searches and answers in the `lang` language', async () => {
    const res = await faq({ q: 'livraison', lang: 'fr' })
    expect(res.body.length).toBeGreaterThan(0)
    res.body.forEach((g) => g.faqs.forEach((f) => expect(f.question.toLowerCase()).toContain('livraison')))
    expect(res.body[0]!.faqTitle).toBe('Livraison')
    expect((await faq({ q: 'livraison' })).body).toEqual([])
  })
})
