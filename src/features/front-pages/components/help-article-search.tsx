import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { HelpCenterResponse } from '@/api/contracts/help-center'
import { normalizeText } from '@/ui/combobox'
import { cn } from '@/lib/cn'
import { linkTo } from '@/lib/paths'
import { SearchHero } from './search-hero'

/** Every article link of the help centre whose title contains the text (accents and case folded). */
export function matchArticles(categories: HelpCenterResponse['allArticles'] | undefined, text: string) {
  const q = normalizeText(text.trim())
  if (!categories || !q) return []
  return categories.flatMap((c) => c.articles.map((a) => ({ ...a, category: c.title }))).filter((a) => normalizeText(a.title).includes(q))
}

/** The articles a search found (links), or "no results". */
export function ArticleResults({ results, className }: { results: ReturnType<typeof matchArticles>; className?: string }) {
  const { t } = useTranslation('front')
  return (
    <div className={cn('rounded-lg bg-surface p-2 text-start', className)} aria-live="polite">
      {results.length === 0 ? (
        <p className="p-2 text-muted">{t('help.noResults')}</p>
      ) : (
        <ul aria-label={t('help.results', { n: results.length })}>
          {results.map((r) => (
            <li key={r.slug}>
              <Link to={linkTo('frontHelpArticle', { title: r.slug })} className="flex flex-col rounded-md px-3 py-2 hover:bg-hover">
                <span className="font-medium text-strong">{r.title}</span>
                <span className="text-sm text-muted">{r.category}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The help centre's search header: typed text lists the matching articles under the box. */
export function HelpSearch({ categories }: { categories: HelpCenterResponse['allArticles'] | undefined }) {
  const { t } = useTranslation('front')
  const [text, setText] = useState('')
  const results = useMemo(() => matchArticles(categories, text), [categories, text])
  return (
    <SearchHero
      title={t('help.title')}
      subtitle={t('help.subtitle')}
      label={t('help.search')}
      placeholder={t('help.searchPlaceholder')}
      value={text}
      onChange={setText}
    >
      {text.trim() && <ArticleResults results={results} className="mx-auto mt-3 max-w-xl shadow-pop" />}
    </SearchHero>
  )
}
