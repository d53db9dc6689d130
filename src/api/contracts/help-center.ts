import { z } from 'zod'
import { localizedText } from './localized'

const slug = z.string().regex(/^[a-z0-9-]+$/)

/** Help-centre category as stored; `icon` is a lucide-react icon name. */
export const storedHelpCategory = z.object({ slug, order: z.number().int(), icon: z.string(), title: localizedText })
export type StoredHelpCategory = z.infer<typeof storedHelpCategory>

/**
 * Help-centre article as stored. `content` is trusted HTML (the UI still sanitises it);
 * `featured` puts it in the popular or keep-learning cards.
 */
export const storedHelpArticle = z.object({
  slug,
  category: slug,
  order: z.number().int(),
  icon: z.string(),
  title: localizedText,
  subtitle: localizedText,
  content: localizedText,
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  featured: z.enum(['popular', 'keepLearning']).nullable(),
})
export type StoredHelpArticle = z.infer<typeof storedHelpArticle>

export const helpArticleCard = z.object({ slug, title: z.string(), subtitle: z.string(), icon: z.string() })
export const helpArticleLink = z.object({ slug, title: z.string() })

/** GET /api/pages/help-center?lang. */
export const helpCenterResponse = z.object({
  popularArticles: z.array(helpArticleCard),
  allArticles: z.array(z.object({ slug, title: z.string(), icon: z.string(), articles: z.array(helpArticleLink) })),
  keepLearning: z.array(helpArticleCard),
})
export type HelpCenterResponse = z.infer<typeof helpCenterResponse>

/**
 * GET /api/pages/help-center/article?slug&lang (`title` is accepted for `slug`, as the route is
 * /front-pages/help-center/article/{title}). Without a slug: the first popular article.
 * Unknown slug: 404 `{ message: 'Article not found' }`.
 */
export const helpArticleResponse = z.object({
  articleData: z.object({
    slug,
    title: z.string(),
    lastUpdated: z.string(),
    content: z.string(),
    category: helpArticleLink,
    related: z.array(helpArticleLink),
  }),
})
export type HelpArticleResponse = z.infer<typeof helpArticleResponse>

/** The help-centre seed file: two tables. */
export const helpCenterSeed = z.object({ categories: z.array(storedHelpCategory), articles: z.array(storedHelpArticle) })
