import type { I18nKey } from '@/i18n/i18n-keys'

/** The landing page's sections, in page order: the front navbar links to them and highlights the one in view. */
export const LANDING_SECTIONS = [
  { id: 'landing-hero', key: 'home', label: 'nav.home' },
  { id: 'landing-features', key: 'features', label: 'nav.features' },
  { id: 'landing-team', key: 'team', label: 'nav.team' },
  { id: 'landing-faq', key: 'faq', label: 'nav.faq' },
  { id: 'landing-contact', key: 'contact', label: 'nav.contact' },
] as const satisfies readonly { id: string; key: string; label: I18nKey<'front'> }[]

export type LandingSection = (typeof LANDING_SECTIONS)[number]['id']
export const sectionId = (key: (typeof LANDING_SECTIONS)[number]['key']): LandingSection => LANDING_SECTIONS.find((s) => s.key === key)!.id
