/** The landing page's sections, in page order: the front navbar links to them and highlights the one in view. */
export const LANDING_SECTIONS = [
  { id: 'landing-hero', key: 'home' },
  { id: 'landing-features', key: 'features' },
  { id: 'landing-team', key: 'team' },
  { id: 'landing-faq', key: 'faq' },
  { id: 'landing-contact', key: 'contact' },
] as const

export type LandingSection = (typeof LANDING_SECTIONS)[number]['id']
export const sectionId = (key: (typeof LANDING_SECTIONS)[number]['key']): LandingSection => LANDING_SECTIONS.find((s) => s.key === key)!.id
