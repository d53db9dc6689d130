import { api } from '@/api/client'
import { faqResponse } from '@/api/contracts/faq'
import { helpArticleResponse, helpCenterResponse, type HelpCenterResponse } from '@/api/contracts/help-center'
import type { ContentLanguage } from '@/api/contracts/localized'
import { defineResource, scoped } from './define-resource'

/**
 * GET /api/pages/faq?q&lang: the FAQ groups whose questions contain q, in one language (one
 * resource per language, so the keys hold it); groups are the rows.
 */
export const faqOf = scoped((lang: ContentLanguage) =>
  defineResource({
    key: ['pages', 'faq', lang],
    list: (params: { q?: string }, signal?: AbortSignal) =>
      api
        .get('/pages/faq', { params: { q: params.q || undefined, lang }, schema: faqResponse, signal })
        .then((groups) => ({ rows: groups, total: groups.length })),
  }),
)

/** The help centre's answer as its list query holds it: the categories are the rows. */
export const helpCenterPage = (r: HelpCenterResponse) => ({
  rows: r.allArticles,
  total: r.allArticles.length,
  popularArticles: r.popularArticles,
  keepLearning: r.keepLearning,
})

/**
 * The help centre in one language: GET /api/pages/help-center (the knowledge-base categories are
 * the rows, with the popular and keep-learning cards) and GET /api/pages/help-center/article?slug.
 */
export const helpCenterOf = scoped((lang: ContentLanguage) =>
  defineResource({
    key: ['pages', 'help-center', lang],
    list: (_params: object, signal?: AbortSignal) =>
      api.get('/pages/help-center', { params: { lang }, schema: helpCenterResponse, signal }).then(helpCenterPage),
    detail: (slug: string, signal?: AbortSignal) =>
      api.get('/pages/help-center/article', { params: { slug, lang }, schema: helpArticleResponse, signal }).then((r) => r.articleData),
  }),
)
