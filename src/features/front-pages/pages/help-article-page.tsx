import { ArrowRight } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ApiError } from '@/api/client'
import { contentLanguage } from '@/api/contracts/localized'
import { helpCenterOf } from '@/api/resources/pages-content'
import { formatDate } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { EmptyState } from '@/ui/empty-state'
import { TextField } from '@/ui/field'
import { HtmlView } from '@/ui/html-view'
import { Breadcrumbs } from '@/ui/page-header'
import { QueryState } from '@/ui/query-state'
import { SkeletonText } from '@/ui/skeleton'
import { ArticleResults, matchArticles } from '../components/help-article-search'
import { useMetaDescription } from '../lib/use-page-meta'

function SideSearch() {
  const { t, i18n } = useTranslation('front')
  const help = helpCenterOf(contentLanguage(i18n.language)).useList({})
  const [text, setText] = useState('')
  const results = useMemo(() => matchArticles(help.data?.rows, text), [help.data, text])
  return (
    <div role="search">
      <TextField
        label={t('help.search')}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('help.searchPlaceholder')}
      />
      {text.trim() && <ArticleResults results={results} className="mt-2 border border-border" />}
    </div>
  )
}

/**
 * A help-centre article (`GET /api/pages/help-center/article?slug`): breadcrumbs, the article
 * (sanitised HTML), and beside it a search and the other articles of its category.
 */
export default function HelpArticlePage() {
  const { t, i18n } = useTranslation('front')
  const slug = useParams().title ?? ''
  const article = helpCenterOf(contentLanguage(i18n.language)).useDetail(slug)
  const title = article.data?.title
  useMetaDescription(title ? t('meta.helpArticle', { title }) : t('meta.helpCenter'))
  useEffect(() => {
    if (title) document.title = `${title} | Vermilion`
  }, [title])
  const missing = article.error instanceof ApiError && article.error.status === 404
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumbs
        className="mb-6"
        items={[
          { label: t('nav.links.helpCenter'), to: linkTo('frontHelpCenter') },
          ...(article.data ? [{ label: article.data.category.title }, { label: article.data.title }] : []),
        ]}
      />
      <div className="grid items-start gap-8 lg:grid-cols-[2fr_1fr]">
        {missing ? (
          <EmptyState title={t('help.notFound')} action={<Link to={linkTo('frontHelpCenter')}>{t('help.backToCenter')}</Link>} />
        ) : (
          <QueryState query={article} error={t('help.loadFailed')} loading={<SkeletonText lines={8} />}>
            {(a) => (
              <article aria-labelledby="help-article-title" className="rounded-xl bg-surface p-6 shadow-card">
                <h1 id="help-article-title" className="text-2xl font-semibold text-strong">
                  {a.title}
                </h1>
                <p className="mt-1 text-sm text-muted">{t('help.updated', { date: formatDate(a.lastUpdated) })}</p>
                <HtmlView html={a.content} className="mt-6" />
                <p className="mt-8 border-t border-border pt-4 text-muted">{t('help.articleFooter')}</p>
              </article>
            )}
          </QueryState>
        )}
        <aside className="flex flex-col gap-6" aria-label={t('help.aside')}>
          <SideSearch />
          {article.data && article.data.related.length > 0 && (
            <nav aria-labelledby="related-title" className="rounded-xl bg-surface p-5 shadow-card">
              <h2 id="related-title" className="mb-3 font-medium text-strong">
                {t('help.inSection')}
              </h2>
              <ul className="flex flex-col gap-2">
                {article.data.related.map((r) => (
                  <li key={r.slug}>
                    <Link
                      to={linkTo('frontHelpArticle', { title: r.slug })}
                      className="flex items-center justify-between gap-2 text-text hover:text-primary"
                    >
                      {r.title}
                      <ArrowRight aria-hidden className="size-4 shrink-0 text-muted rtl:rotate-180" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </div>
  )
}
