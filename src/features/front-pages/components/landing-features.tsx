import { Code2, Gauge, Languages, LayoutTemplate, Smartphone, WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { sectionId } from '../lib/sections'
import { FrontSection } from './front-section'

const FEATURES = [
  { key: 'offline', icon: WifiOff },
  { key: 'languages', icon: Languages },
  { key: 'responsive', icon: Smartphone },
  { key: 'fast', icon: Gauge },
  { key: 'layouts', icon: LayoutTemplate },
  { key: 'code', icon: Code2 },
] as const

/** "Useful features": six icon tiles. */
export function LandingFeatures() {
  const { t } = useTranslation('front')
  return (
    <FrontSection id={sectionId('features')} eyebrow={t('features.eyebrow')} title={t('features.title')} subtitle={t('features.subtitle')}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col items-center text-center">
            <span className="mb-4 flex size-16 items-center justify-center rounded-full border-2 border-primary/30 text-primary">
              <Icon aria-hidden className="size-7" />
            </span>
            <h3 className="text-lg font-medium text-strong">{t(`features.items.${key}.title`)}</h3>
            <p className="mt-2 max-w-xs text-muted">{t(`features.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </FrontSection>
  )
}
