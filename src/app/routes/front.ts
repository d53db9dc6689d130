import { ADMIN, PUBLIC, defineSection } from './define'

/**
 * Front pages (DECISIONS section 9): public (also signed in), `front` layout, in the nav's front-pages
 * group for the admin only (`nav.access`: anyone may open them, only the admin's menu lists them).
 */
export const route = defineSection({ nav: 'pages', access: PUBLIC, layout: 'front', search: 'frontPages' })

const page = {
  landing: () => import('@/features/front-pages/pages/landing-page'),
  pricing: () => import('@/features/front-pages/pages/pricing-page'),
  payment: () => import('@/features/front-pages/pages/payment-page'),
  checkout: () => import('@/features/front-pages/pages/checkout-page'),
  helpCenter: () => import('@/features/front-pages/pages/help-center-page'),
  helpArticle: () => import('@/features/front-pages/pages/help-article-page'),
}

export const frontRoutes = [
  route('frontLanding', '/front-pages/landing-page', { page: page.landing, nav: { group: 'frontPages', icon: 'House', access: ADMIN } }),
  route('frontPricing', '/front-pages/pricing', {
    page: page.pricing,
    props: { variant: 'front' as const },
    nav: { group: 'frontPages', icon: 'Tags', access: ADMIN },
  }),
  route('frontPayment', '/front-pages/payment', { page: page.payment, nav: { group: 'frontPages', icon: 'CreditCard', access: ADMIN } }),
  route('frontCheckout', '/front-pages/checkout', {
    page: page.checkout,
    nav: { group: 'frontPages', icon: 'ShoppingCart', access: ADMIN },
  }),
  route('frontHelpCenter', '/front-pages/help-center', {
    page: page.helpCenter,
    nav: { group: 'frontPages', icon: 'LifeBuoy', access: ADMIN },
  }),
  route('frontHelpArticle', '/front-pages/help-center/article/:title', { page: page.helpArticle }),
]
