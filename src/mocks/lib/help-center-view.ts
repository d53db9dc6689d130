import type { HelpCenterResponse, StoredHelpArticle, StoredHelpCategory } from '@/api/contracts/help-center'
import type { ContentLanguage } from '@/api/contracts/localized'

const card = (a: StoredHelpArticle, lang: ContentLanguage) => ({
  slug: a.slug,
  title: a.title[lang],
  subtitle: a.subtitle[lang],
  icon: a.icon,
})

/**
 * GET /api/pages/help-center's answer from the stored categories and articles (both in their
 * `order`): the handler answers it from the database, the build pre-renders the help centre with
 * it from the seed (app/prerender-front.tsx), so both are the same answer by construction.
 */
export function helpCenterView(categories: StoredHelpCategory[], articles: StoredHelpArticle[], lang: ContentLanguage): HelpCenterResponse {
  return {
    popularArticles: articles.filter((a) => a.featured === 'popular').map((a) => card(a, lang)),
    allArticles: categories.map((c) => ({
      slug: c.slug,
      title: c.title[lang],
      icon: c.icon,
      articles: articles.filter((a) => a.category === c.slug).map((a) => ({ slug: a.slug, title: a.title[lang] })),
    })),
    keepLearning: articles.filter((a) => a.featured === 'keepLearning').map((a) => card(a, lang)),
  }
}

/** The same answer from the seed file (what a first start stores), for the build's pre-rendering. */
export async function seededHelpCenter(lang: ContentLanguage): Promise<HelpCenterResponse> {
  const { categories, articles } = (await import('../seed-files')).SEED_FILES.helpCenter as unknown as {
    categories: StoredHelpCategory[]
    articles: StoredHelpArticle[]
  }
  const byOrder = <T extends { order: number }>(rows: T[]) => [...rows].sort((a, b) => a.order - b.order)
  return helpCenterView(byOrder(categories), byOrder(articles), lang)
}
