import { BookOpenText, CreditCard, KeyRound, LifeBuoy, LogIn, ShoppingCart, Tags, UserPlus, type LucideIcon } from 'lucide-react'
import { LANDING_SECTIONS } from '@/features/front-pages/lib/sections'
import type { I18nKey } from '@/i18n/i18n-keys'
import { linkTo, type RouteName } from '@/lib/paths'

/** The navbar's in-page links: the landing page's sections (highlighted by the scroll position). */
export const SECTION_LINKS = LANDING_SECTIONS.map((s) => ({ id: s.id, label: s.label, to: `${linkTo('frontLanding')}#${s.id}` }))

export interface PageLink {
  route: RouteName
  label: I18nKey<'front'>
  icon: LucideIcon
}

/** The "Pages" menu: the front pages, then the authentication screens (labels in front.json). */
export const PAGE_GROUPS: { label: I18nKey<'front'>; links: PageLink[] }[] = [
  {
    label: 'nav.groups.pages',
    links: [
      { route: 'frontPricing', label: 'nav.links.pricing', icon: Tags },
      { route: 'frontPayment', label: 'nav.links.payment', icon: CreditCard },
      { route: 'frontCheckout', label: 'nav.links.checkout', icon: ShoppingCart },
      { route: 'frontHelpCenter', label: 'nav.links.helpCenter', icon: LifeBuoy },
      { route: 'frontLanding', label: 'nav.links.landing', icon: BookOpenText },
    ],
  },
  {
    label: 'nav.groups.auth',
    links: [
      { route: 'login', label: 'nav.links.login', icon: LogIn },
      { route: 'register', label: 'nav.links.register', icon: UserPlus },
      { route: 'forgotPassword', label: 'nav.links.forgotPassword', icon: KeyRound },
    ],
  },
]
