import { Code2, Gauge, Languages, LayoutTemplate, Smartphone, WifiOff, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { I18nKey } from '@/i18n/i18n-keys'
import { sectionId } from '../lib/sections'
import { FrontSection } from './front-section'

const FEATURES: readonly { icon: LucideIcon; title: I18nKey<'front'>; text: I18nKey<'front'> }[] = [
  { icon: WifiOff, title: 'features.items.offline.title', text: 'features.items.offline.text' },
  { icon: Languages, title: 'features.items.languages.title', text: 'features.items.languages.text' },
  { icon: Smartphone, title: 'features.items.responsive.title', text: 'features.items.responsive.text' },
  { icon: Gauge, title: 'features.items.fast.title', text: 'features.items.fast.text' },
  { icon: LayoutTemplate, title: 'features.items.layouts.title', text: 'features.items.layouts.text' },
  { icon: Code2, title: 'features.items.code.title', text: 'features.items.code.text' },
]

/** "Useful features": six icon tiles. */
export function LandingFeatures() {
  const { t } = useTranslation('front')
  return (
    <FrontSection id={sectionId('features')} eyebrow={t('features.eyebrow')} title={t('features.title')} subtitle={t('features.subtitle')}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex flex-col items-center text-center">
            <span className="mb-4 flex size-16 items-center justify-center rounded-full border-2 border-primary/30 text-primary">
              <Icon aria-hidden className="size-7" />
            </span>
            <h3 className="text-lg font-medium text-strong">{t(title)}</h3>
            <p className="mt-2 max-w-xs text-muted">{t(text)}</p>
          </li>
        ))}
      </ul>
    </FrontSection>
  )
}
