import type { NavGroupId } from '../nav-tree'
import type { ComponentType } from 'react'
import type { AppRoute, NavOnlyItem, SearchCategory } from '../route-types'
import { ADMIN, defineSection } from './define'
import type { I18nKey } from '@/i18n/i18n-keys'

/** Where each demo group lives: URL prefix, nav group and search category (SPEC section 2). */
export const DEMO_GROUPS = {
  components: { prefix: '/components', group: 'components', search: 'userInterface' },
  extensions: { prefix: '/extensions', group: 'extensions', search: 'userInterface' },
  forms: { prefix: '/forms', group: 'forms', search: 'formsTables' },
  tables: { prefix: '/tables', group: 'tables', search: 'formsTables' },
  charts: { prefix: '/charts', group: 'charts', search: 'chartsMisc' },
  wizard: { prefix: '/wizard-examples', group: 'wizard', search: 'appsPages' },
} as const satisfies Record<string, { prefix: string; group: NavGroupId; search: SearchCategory }>

export interface DemoRow {
  /** Last path segment, e.g. `alert` -> /components/alert (route name `demo-alert`). */
  slug: string
  group: keyof typeof DEMO_GROUPS
  /** i18n key of the title (common namespace). */
  title: I18nKey
  /** A demo page takes no props. */
  page: () => Promise<{ default: ComponentType }>
}

/**
 * THE demo table: one row per demo page (components, forms, tables, charts…), mapped into routes,
 * nav and search by `demoRoutes`. Demo pages come with later issues: one row each.
 */
export const DEMO_PAGES = [
  { slug: 'alert', group: 'components', title: 'titles.demoAlert', page: () => import('@/features/demos/components/alert-page') },
  { slug: 'avatar', group: 'components', title: 'titles.demoAvatar', page: () => import('@/features/demos/components/avatar-page') },
  { slug: 'badge', group: 'components', title: 'titles.demoBadge', page: () => import('@/features/demos/components/badge-page') },
  { slug: 'button', group: 'components', title: 'titles.demoButton', page: () => import('@/features/demos/components/button-page') },
  { slug: 'chip', group: 'components', title: 'titles.demoChip', page: () => import('@/features/demos/components/chip-page') },
  { slug: 'dialog', group: 'components', title: 'titles.demoDialog', page: () => import('@/features/demos/components/dialog-page') },
  {
    slug: 'expansion-panel',
    group: 'components',
    title: 'titles.demoExpansionPanel',
    page: () => import('@/features/demos/components/expansion-panel-page'),
  },
  { slug: 'list', group: 'components', title: 'titles.demoList', page: () => import('@/features/demos/components/list-page') },
  { slug: 'menu', group: 'components', title: 'titles.demoMenu', page: () => import('@/features/demos/components/menu-page') },
  {
    slug: 'pagination',
    group: 'components',
    title: 'titles.demoPagination',
    page: () => import('@/features/demos/components/pagination-page'),
  },
  {
    slug: 'progress-circular',
    group: 'components',
    title: 'titles.demoProgressCircular',
    page: () => import('@/features/demos/components/progress-circular-page'),
  },
  {
    slug: 'progress-linear',
    group: 'components',
    title: 'titles.demoProgressLinear',
    page: () => import('@/features/demos/components/progress-linear-page'),
  },
  { slug: 'snackbar', group: 'components', title: 'titles.demoSnackbar', page: () => import('@/features/demos/components/snackbar-page') },
  { slug: 'tabs', group: 'components', title: 'titles.demoTabs', page: () => import('@/features/demos/components/tabs-page') },
  { slug: 'timeline', group: 'components', title: 'titles.demoTimeline', page: () => import('@/features/demos/components/timeline-page') },
  { slug: 'tooltip', group: 'components', title: 'titles.demoTooltip', page: () => import('@/features/demos/components/tooltip-page') },
  { slug: 'swiper', group: 'extensions', title: 'titles.demoSwiper', page: () => import('@/features/demos/extensions/swiper-page') },
  { slug: 'tour', group: 'extensions', title: 'titles.demoTour', page: () => import('@/features/demos/extensions/tour-page') },
  { slug: 'apex-chart', group: 'charts', title: 'titles.demoApexChart', page: () => import('@/features/demos/charts/apex-chart-page') },
  { slug: 'chartjs', group: 'charts', title: 'titles.demoChartjs', page: () => import('@/features/demos/charts/chartjs-page') },
  // Forms, tables, wizard examples (features/form-demos)
  { slug: 'textfield', group: 'forms', title: 'titles.demoTextField', page: () => import('@/features/form-demos/pages/text-field-page') },
  { slug: 'textarea', group: 'forms', title: 'titles.demoTextarea', page: () => import('@/features/form-demos/pages/textarea-page') },
  { slug: 'select', group: 'forms', title: 'titles.demoSelect', page: () => import('@/features/form-demos/pages/select-page') },
  {
    slug: 'autocomplete',
    group: 'forms',
    title: 'titles.demoAutocomplete',
    page: () => import('@/features/form-demos/pages/autocomplete-page'),
  },
  { slug: 'combobox', group: 'forms', title: 'titles.demoCombobox', page: () => import('@/features/form-demos/pages/combobox-page') },
  { slug: 'checkbox', group: 'forms', title: 'titles.demoCheckbox', page: () => import('@/features/form-demos/pages/checkbox-page') },
  { slug: 'radio', group: 'forms', title: 'titles.demoRadio', page: () => import('@/features/form-demos/pages/radio-page') },
  { slug: 'switch', group: 'forms', title: 'titles.demoSwitch', page: () => import('@/features/form-demos/pages/switch-page') },
  {
    slug: 'custom-input',
    group: 'forms',
    title: 'titles.demoCustomInput',
    page: () => import('@/features/form-demos/pages/custom-input-page'),
  },
  {
    slug: 'date-time-picker',
    group: 'forms',
    title: 'titles.demoDateTimePicker',
    page: () => import('@/features/form-demos/pages/date-time-picker-page'),
  },
  { slug: 'editors', group: 'forms', title: 'titles.demoEditors', page: () => import('@/features/form-demos/pages/editors-page') },
  { slug: 'file-input', group: 'forms', title: 'titles.demoFileInput', page: () => import('@/features/form-demos/pages/file-input-page') },
  { slug: 'rating', group: 'forms', title: 'titles.demoRating', page: () => import('@/features/form-demos/pages/rating-page') },
  { slug: 'slider', group: 'forms', title: 'titles.demoSlider', page: () => import('@/features/form-demos/pages/slider-page') },
  {
    slug: 'range-slider',
    group: 'forms',
    title: 'titles.demoRangeSlider',
    page: () => import('@/features/form-demos/pages/range-slider-page'),
  },
  {
    slug: 'form-layouts',
    group: 'forms',
    title: 'titles.demoFormLayouts',
    page: () => import('@/features/form-demos/pages/form-layouts-page'),
  },
  {
    slug: 'form-validation',
    group: 'forms',
    title: 'titles.demoFormValidation',
    page: () => import('@/features/form-demos/pages/form-validation-page'),
  },
  {
    slug: 'form-wizard-numbered',
    group: 'forms',
    title: 'titles.demoFormWizardNumbered',
    page: () => import('@/features/form-demos/pages/form-wizard-numbered-page'),
  },
  {
    slug: 'form-wizard-icons',
    group: 'forms',
    title: 'titles.demoFormWizardIcons',
    page: () => import('@/features/form-demos/pages/form-wizard-icons-page'),
  },
  {
    slug: 'checkout',
    group: 'wizard',
    title: 'titles.demoCheckout',
    page: () => import('@/app/pages/wizard-checkout-page'),
  },
  {
    slug: 'create-deal',
    group: 'wizard',
    title: 'titles.demoCreateDeal',
    page: () => import('@/features/form-demos/pages/wizard-create-deal-page'),
  },
  {
    slug: 'property-listing',
    group: 'wizard',
    title: 'titles.demoPropertyListing',
    page: () => import('@/features/form-demos/pages/wizard-property-listing-page'),
  },
  { slug: 'data-table', group: 'tables', title: 'titles.demoDataTable', page: () => import('@/features/form-demos/pages/data-table-page') },
  {
    slug: 'simple-table',
    group: 'tables',
    title: 'titles.demoSimpleTable',
    page: () => import('@/features/form-demos/pages/simple-table-page'),
  },
] as const satisfies readonly DemoRow[]

export type DemoRouteName = `demo-${(typeof DEMO_PAGES)[number]['slug']}`

/** The registry entries of demo rows (admin only, default layout). */
export function demoRoutes<N extends string = DemoRouteName>(rows: readonly DemoRow[]): AppRoute<N>[] {
  return rows.map((row) => {
    const where = DEMO_GROUPS[row.group]
    const route = defineSection({ nav: 'ui', access: ADMIN, search: where.search })
    return route(`demo-${row.slug}` as N, `${where.prefix}/${row.slug}`, {
      title: row.title,
      page: row.page,
      nav: { group: where.group, icon: 'Circle' },
    })
  })
}

/**
 * Nav entries that lead nowhere, as in the template: the nav levels (three levels deep) and a
 * disabled item, in the misc section, admin only.
 */
export const demoNavItems: NavOnlyItem[] = [
  { key: 'navLevel21', access: ADMIN, nav: { group: 'navLevels', icon: 'Circle', label: 'nav.levels.level21' } },
  { key: 'navLevel31', access: ADMIN, nav: { group: 'navLevel22', icon: 'Circle', label: 'nav.levels.level31' } },
  { key: 'navLevel32', access: ADMIN, nav: { group: 'navLevel22', icon: 'Circle', label: 'nav.levels.level32' } },
  { key: 'disabledMenu', access: ADMIN, nav: { section: 'misc', icon: 'CircleOff', label: 'nav.disabledMenu', disabled: true } },
]
