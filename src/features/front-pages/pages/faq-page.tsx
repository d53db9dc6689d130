import { Mail, Phone, SearchX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contentLanguage } from '@/api/contracts/localized'
import { faqOf } from '@/api/resources/pages-content'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/ui/empty-state'
import { ExpansionPanel, ExpansionPanels } from '@/ui/expansion-panel'
import { QueryState } from '@/ui/query-state'
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/ui/tabs'
import { SearchHero } from '../components/search-hero'
import { iconByName } from '../lib/icons'
import { CONTACT_EMAIL, CONTACT_PHONE } from '../lib/mailto'
import { useDebounced } from '../lib/use-debounced'
import { useMetaDescription } from '../lib/use-page-meta'

/**
 * FAQ (`/pages/faq`): a search box (`GET /api/pages/faq?q`, kept in `?q`), the categories as
 * vertical tabs with their questions in an accordion, "No results", and the contact cards.
 */
export default function FaqPage() {
  const { t, i18n } = useTranslation('front')
  useMetaDescription(t('meta.faq'))
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  const q = useDebounced(text.trim())
  useEffect(() => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        if (q) next.set('q', q)
        else next.delete('q')
        return next
      },
      { replace: true },
    )
  }, [q, setParams])
  const faq = faqOf(contentLanguage(i18n.language)).useList({ q })
  return (
    <div className="flex flex-col gap-8">
      <SearchHero
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
        label={t('faq.search')}
        placeholder={t('faq.searchPlaceholder')}
        value={text}
        onChange={setText}
      />
      <QueryState
        query={faq}
        isEmpty={(page) => page.rows.length === 0}
        error={t('faq.loadFailed')}
        empty={<EmptyState icon={<SearchX />} title={t('faq.noResults')} description={t('faq.noResultsText', { q })} />}
      >
        {({ rows: groups }) => (
          <Tabs vertical className="flex-col md:flex-row" key={groups.map((g) => g.id).join()}>
            <TabList vertical aria-label={t('faq.categories')} className="md:w-64 md:shrink-0">
              {groups.map((g) => {
                const Icon = iconByName(g.faqIcon)
                return (
                  <Tab key={g.id} icon={<Icon aria-hidden className="size-5" />} className="justify-start">
                    <span className="flex flex-col text-start">
                      <span>{g.faqTitle}</span>
                    </span>
                  </Tab>
                )
              })}
            </TabList>
            <TabPanels className="mt-0">
              {groups.map((g) => {
                const Icon = iconByName(g.faqIcon)
                return (
                  <TabPanel key={g.id}>
                    <header className="mb-4 flex items-center gap-3">
                      <span className="flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary">
                        <Icon aria-hidden className="size-5" />
                      </span>
                      <span>
                        <h2 className="text-lg font-medium text-strong">{g.faqTitle}</h2>
                        <p className="text-sm text-muted">{g.faqSubtitle}</p>
                      </span>
                    </header>
                    <ExpansionPanels variant="inset">
                      {g.faqs.map((f, i) => (
                        <ExpansionPanel key={f.question} title={f.question} defaultOpen={i === 0}>
                          <p className="text-muted">{f.answer}</p>
                        </ExpansionPanel>
                      ))}
                    </ExpansionPanels>
                  </TabPanel>
                )
              })}
            </TabPanels>
          </Tabs>
        )}
      </QueryState>
      <section aria-labelledby="faq-contact-title" className="text-center">
        <h2 id="faq-contact-title" className="text-xl font-semibold text-strong">
          {t('faq.stillTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('faq.stillText')}</p>
        <div className="mx-auto mt-6 grid max-w-2xl gap-4 sm:grid-cols-2">
          <a
            href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}
            className="flex flex-col items-center gap-2 rounded-xl bg-surface p-6 shadow-card hover:ring-1 hover:ring-primary"
          >
            <Phone aria-hidden className="size-8 text-primary" />
            <span className="text-lg font-medium text-strong" dir="ltr">
              {CONTACT_PHONE}
            </span>
            <span className="text-sm text-muted">{t('faq.phoneHint')}</span>
          </a>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="flex flex-col items-center gap-2 rounded-xl bg-surface p-6 shadow-card hover:ring-1 hover:ring-primary"
          >
            <Mail aria-hidden className="size-8 text-primary" />
            <span className="text-lg font-medium text-strong" dir="ltr">
              {CONTACT_EMAIL}
            </span>
            <span className="text-sm text-muted">{t('faq.emailHint')}</span>
          </a>
        </div>
      </section>
    </div>
  )
}
