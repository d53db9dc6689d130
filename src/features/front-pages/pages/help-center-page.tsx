import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { contentLanguage } from '@/api/contracts/localized'
import { helpCenterOf } from '@/api/resources/pages-content'
import { Link } from 'react-router-dom'
import type { HelpCenterResponse } from '@/api/contracts/help-center'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { QueryState } from '@/ui/query-state'
import { FrontSection } from '../components/front-section'
import { HelpSearch } from '../components/help-article-search'
import { iconByName } from '../lib/icons'
import { sectionId } from '../lib/sections'
import { useMetaDescription } from '../lib/use-page-meta'

function ArticleCards({ cards }: { cards: HelpCenterResponse['popularArticles'] }) {
  const { t } = useTranslation('front')
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((a) => {
        const Icon = iconByName(a.icon)
        return (
          <li key={a.slug} className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-6 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon aria-hidden className="size-7" />
            </span>
            <h3 className="text-lg font-medium text-strong">{a.title}</h3>
            <p className="flex-1 text-muted">{a.subtitle}</p>
            <Link to={linkTo('frontHelpArticle', { title: a.slug })} className={buttonVariants({ variant: 'tonal', size: 'sm' })}>
              {t('help.readMore')}
              <span className="sr-only">: {a.title}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

function KnowledgeBase({ categories }: { categories: HelpCenterResponse['allArticles'] }) {
  const { t } = useTranslation('front')
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((c) => {
        const Icon = iconByName(c.icon)
        return (
          <li key={c.slug} className="rounded-xl border border-border bg-surface p-5">
            <h3 className="mb-3 flex items-center gap-3 font-medium text-strong">
              <span className="flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              {c.title}
            </h3>
            <ul className="flex flex-col gap-2">
              {c.articles.map((a) => (
                <li key={a.slug}>
                  <Link to={linkTo('frontHelpArticle', { title: a.slug })} className="flex items-center gap-2 text-text hover:text-primary">
                    <ArrowRight aria-hidden className="size-4 shrink-0 text-muted rtl:rotate-180" />
                    {a.title}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-muted">{t('help.articleCount', { n: c.articles.length })}</p>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Help centre (`GET /api/pages/help-center`): search header, popular articles, the knowledge
 * base by category, "keep learning", and the "still need help?" band.
 */
export default function HelpCenterPage() {
  const { t, i18n } = useTranslation('front')
  useMetaDescription(t('meta.helpCenter'))
  const help = helpCenterOf(contentLanguage(i18n.language)).useList({})
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <HelpSearch categories={help.data?.rows} />
      </div>
      <QueryState query={help} error={t('help.loadFailed')}>
        {(data) => (
          <>
            <FrontSection title={t('help.popular')}>
              <ArticleCards cards={data.popularArticles} />
            </FrontSection>
            <FrontSection title={t('help.knowledgeBase')} tinted>
              <KnowledgeBase categories={data.rows} />
            </FrontSection>
            <FrontSection title={t('help.keepLearning')}>
              <ArticleCards cards={data.keepLearning} />
            </FrontSection>
          </>
        )}
      </QueryState>
      {/* After the articles once they are in (not under the loader, where they would push it down: CLS). */}
      {!help.isPending && (
        <section aria-labelledby="help-still-title" className="bg-primary/10 py-12 text-center">
          <h2 id="help-still-title" className="text-2xl font-semibold text-strong">
            {t('help.stillTitle')}
          </h2>
          <p className="mt-2 text-muted">{t('help.stillText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={`${linkTo('frontLanding')}#${sectionId('contact')}`} className={buttonVariants()}>
              {t('help.contactUs')}
            </Link>
            <Link to={`${linkTo('frontLanding')}#${sectionId('faq')}`} className={buttonVariants({ variant: 'outlined' })}>
              {t('help.readFaq')}
            </Link>
          </div>
        </section>
      )}
    </>
  )
}
