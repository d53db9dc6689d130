import { Apple, Mail, MessageCircle, Play, Rss, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { NewsletterForm } from '@/features/front-pages/components/newsletter-form'
import { sectionId } from '@/features/front-pages/lib/sections'
import type { I18nKey } from '@/i18n/i18n-keys'
import { linkTo, type RouteName } from '@/lib/paths'
import { Chip } from '@/ui/chip'
import { LogoMark } from '../logo'

const COLUMNS: { title: I18nKey<'front'>; links: { route: RouteName; label: I18nKey<'front'>; isNew?: boolean }[] }[] = [
  {
    title: 'footer.demos',
    links: [
      { route: 'root', label: 'footer.links.console' },
      { route: 'pricing', label: 'footer.links.adminPricing' },
      { route: 'faq', label: 'footer.links.adminFaq' },
    ],
  },
  {
    title: 'footer.pages',
    links: [
      { route: 'frontPricing', label: 'nav.links.pricing' },
      { route: 'frontPayment', label: 'nav.links.payment', isNew: true },
      { route: 'frontCheckout', label: 'nav.links.checkout' },
      { route: 'frontHelpCenter', label: 'nav.links.helpCenter' },
    ],
  },
]

const SOCIAL: { icon: LucideIcon; label: I18nKey<'front'>; to: string }[] = [
  { icon: Rss, label: 'footer.social.news', to: linkTo('frontHelpCenter') },
  { icon: MessageCircle, label: 'footer.social.community', to: `${linkTo('frontLanding')}#${sectionId('faq')}` },
  { icon: Mail, label: 'footer.social.contact', to: `${linkTo('frontLanding')}#${sectionId('contact')}` },
]

/** Front pages' footer: newsletter, link columns, app badges, social links; every link stays in the app. */
export function FrontFooter() {
  const { t } = useTranslation('front')
  const year = new Date().getFullYear()
  return (
    <footer className="border-t border-border bg-nav text-nav-text">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.2fr]">
        <div className="flex flex-col gap-4">
          <Link to={linkTo('frontLanding')} className="flex items-center gap-2.5" aria-label={t('nav.homeLink')}>
            <LogoMark />
            <span className="text-xl font-semibold">Vermilion</span>
          </Link>
          <p className="max-w-sm text-sm opacity-80">{t('footer.tagline')}</p>
          <NewsletterForm />
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2 className="mb-3 font-medium">{t(col.title)}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {col.links.map((l) => (
                <li key={l.route} className="flex items-center gap-2">
                  <Link to={linkTo(l.route)} className="opacity-80 hover:text-primary hover:opacity-100">
                    {t(l.label)}
                  </Link>
                  {l.isNew && <Chip tone="primary">{t('footer.new')}</Chip>}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 font-medium">{t('footer.download')}</h2>
          <ul className="flex flex-col gap-2" aria-label={t('footer.download')}>
            {[
              { icon: Apple, store: 'App Store' },
              { icon: Play, store: 'Google Play' },
            ].map(({ icon: Icon, store }) => (
              <li key={store} className="flex w-48 items-center gap-3 rounded-md border border-current/20 px-3 py-2">
                <Icon aria-hidden className="size-6" />
                <span className="flex flex-col leading-tight">
                  <span className="text-xs opacity-70">{t('footer.soon')}</span>
                  <span className="font-medium">{store}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-current/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm sm:px-6">
          <p className="opacity-80">{t('footer.rights', { year })}</p>
          <ul className="flex gap-2">
            {SOCIAL.map(({ icon: Icon, label, to }) => (
              <li key={label}>
                <Link
                  to={to}
                  aria-label={t(label)}
                  title={t(label)}
                  className="flex size-9 items-center justify-center rounded-full hover:bg-white/10 hover:text-primary"
                >
                  <Icon aria-hidden className="size-5" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
