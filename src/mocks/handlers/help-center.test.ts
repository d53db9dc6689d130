import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { seededHelpCenter } from '../lib/help-center-view'
import { helpArticleResponse, helpCenterResponse, type HelpArticleResponse, type HelpCenterResponse } from '@/api/contracts/help-center'

setupMockApi()

describe('GET /api/pages/help-center', () => {
  it('answers popular articles, every category with its articles, and keep-learning cards', async () => {
    const res = await call<HelpCenterResponse>('/pages/help-center')
    expect(res.status).toBe(200)
    expect(helpCenterResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body.popularArticles.map((a) => a.slug)).toEqual(['first-steps', 'install-app', 'create-invoice'])
    expect(res.body.keepLearning).toHaveLength(3)
    expect(res.body.allArticles).toHaveLength(6)
    res.body.allArticles.forEach((c) => expect(c.articles.length).toBeGreaterThan(0))
    expect(res.body.allArticles[0]).toMatchObject({ slug: 'getting-started', title: 'Getting started' })
  })

  it('answers what the build pre-renders the help centre with (the seed through the same view)', async () => {
    for (const lang of ['fr', 'en', 'ar'] as const) {
      const res = await call<HelpCenterResponse>('/pages/help-center', { query: { lang } })
      expect(res.body).toEqual(await seededHelpCenter(lang))
    }
  })

  it('answers in the `lang` language', async () => {
    const fr = await call<HelpCenterResponse>('/pages/help-center', { query: { lang: 'fr' } })
    expect(fr.body.allArticles[0]!.title).toBe('Bien démarrer')
    const ar = await call<HelpCenterResponse>('/pages/help-center', { query: { lang: 'ar' } })
    expect(ar.body.popularArticles[0]!.title).toBe('الخطوات الأولى مع Vermilion')
  })
})

describe('GET /api/pages/help-center/article', () => {
  it('answers the article of a slug with its category and related articles', async () => {
    const res = await call<HelpArticleResponse>('/pages/help-center/article', { query: { slug: 'change-password' } })
    expect(res.status).toBe(200)
    expect(helpArticleResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body.articleData).toMatchObject({
      slug: 'change-password',
      title: 'Change your password',
      category: { slug: 'account', title: 'Account & password' },
      related: [{ slug: 'two-step-verification', title: 'Turn on two-step verification' }],
    })
    expect(res.body.articleData.content).toMatch(/^<p>.+<\/p><ol>(<li>.+<\/li>){3}<\/ol>$/)
  })

  it('accepts the route’s `title` parameter and a language', async () => {
    const res = await call<HelpArticleResponse>('/pages/help-center/article', { query: { title: 'offline-mode', lang: 'fr' } })
    expect(res.body.articleData.title).toBe('Travailler hors ligne')
    expect(res.body.articleData.content).toContain('hors ligne')
  })

  it('answers the first popular article without a slug, and 404 for an unknown one', async () => {
    const first = await call<HelpArticleResponse>('/pages/help-center/article')
    expect(first.body.articleData.slug).toBe('first-steps')
    const missing = await call('/pages/help-center/article', { query: { slug: 'no-such-article' } })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ message: 'Article not found' })
  })
})
