import { http } from '../lib/http'
import { db } from '../db'
import { langOf, localize } from '../lib/localize'
import { fail, json } from '../lib/respond'
import type { HelpArticleResponse } from '@/api/contracts/help-center'
import { helpCenterView } from '../lib/help-center-view'

export const helpCenterHandlers = [
  http.get('*/api/pages/help-center', async ({ request }) => {
    const lang = langOf(request)
    const [categories, articles] = await Promise.all([
      db.helpCategories.orderBy('order').toArray(),
      db.helpArticles.orderBy('order').toArray(),
    ])
    return json(helpCenterView(categories, articles, lang))
  }),

  // ?slug (or ?title, the route's parameter); without one, the first popular article.
  http.get('*/api/pages/help-center/article', async ({ request }) => {
    const lang = langOf(request)
    const params = new URL(request.url).searchParams
    const slug = params.get('slug') || params.get('title')
    const articles = await db.helpArticles.orderBy('order').toArray()
    const article = slug ? articles.find((a) => a.slug === slug) : (articles.find((a) => a.featured === 'popular') ?? articles[0])
    if (!article) return fail(404, 'Article not found')
    const category = await db.helpCategories.get(article.category)
    const { title, lastUpdated, content } = localize(article, lang)
    const body: HelpArticleResponse = {
      articleData: {
        slug: article.slug,
        title,
        lastUpdated,
        content,
        category: { slug: article.category, title: category ? category.title[lang] : article.category },
        related: articles
          .filter((a) => a.category === article.category && a.slug !== article.slug)
          .map((a) => ({ slug: a.slug, title: a.title[lang] })),
      },
    }
    return json(body)
  }),
]
