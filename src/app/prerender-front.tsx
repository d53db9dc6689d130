/**
 * The front pages pre-rendered at build time (issue #21: each front page paints before the
 * JavaScript, as the sign-in screen does, see ./prerender.tsx).
 *
 * `vite build` renders every front page of the registry (the `front` layout, a path without
 * parameters: landing, pricing, payment, checkout, help centre) in fr, en and ar, inside the real
 * front layout (navbar, footer), and writes each page's three languages into its own copy of
 * index.html (`dist/<path>.html`, see ./prerender-plugin.ts), which the preview server and the
 * service worker serve for that path. The visitor's language is shown in place of the boot loader,
 * inert, until React renders the live page over it with the same layout.
 */
import { createElement, type ComponentType } from 'react'
import i18n from '@/i18n'
import type { I18nKey } from '@/i18n/i18n-keys'
import { LANGUAGES, type Language } from '@/lib/preferences'
import { routes } from './routes'
import { contentLanguage } from '@/api/contracts/localized'
import { helpCenterOf, helpCenterPage } from '@/api/resources/pages-content'
import { seededHelpCenter } from '@/mocks/lib/help-center-view'
import { loadLanguage, renderScreen, type PrerenderedPage, type PrerenderedQuery } from './prerender'
import type { AppRoute } from './route-types'
// After the registry: the front layout's links are computed (linkTo) as its modules load.
import { FrontLayout } from './layouts/front-layout'
import { documentTitle } from './root-shell'

/** The front pages that are pre-rendered: the registry's `front` routes without path parameters. */
export const FRONT_PRERENDERED: readonly AppRoute[] = routes.filter((r) => r.layout === 'front' && r.page && !r.path.includes(':'))

/** The front namespace's meta description key of a front route (`frontHelpCenter` → `meta.helpCenter`). */
export const metaKey = (name: string) => `meta.${name.charAt(5).toLowerCase()}${name.slice(6)}` as I18nKey<'front'>

/**
 * The data a front page that calls the API on load is pre-rendered with, from the seed (what the
 * mock API answers after a first start): the page paints with its content, and the live screen
 * starts with it in its query cache instead of starting the mock layer (and a first visit's whole
 * database fill) to ask for it. The help centre is the one such page.
 */
const PRERENDERED_QUERIES: Partial<Record<string, (language: Language) => Promise<PrerenderedQuery[]>>> = {
  frontHelpCenter: async (language) => {
    const lang = contentLanguage(language)
    return [[helpCenterOf(lang).keys.list({}), helpCenterPage(await seededHelpCenter(lang))]]
  },
}

/** One front page in one language: its markup in the front layout, its title and meta description. */
export async function renderFrontPage(route: AppRoute, language: Language): Promise<PrerenderedPage> {
  if (!route.page) throw new Error(`prerender: ${route.name} has no page`)
  const Page = (await route.page()).default as ComponentType<Record<string, unknown>>
  await loadLanguage(language)
  const key = metaKey(route.name)
  if (!i18n.exists(key, { lng: language, ns: 'front' })) throw new Error(`prerender: no front:${key} for ${route.name} in ${language}`)
  const queries = (await PRERENDERED_QUERIES[route.name]?.(language)) ?? []
  const markup = renderScreen(language, route.path, <FrontLayout />, createElement(Page, route.props ?? {}), queries)
  return {
    markup,
    ...(queries.length ? { queries } : {}),
    title: documentTitle(i18n.t(route.title, { lng: language })),
    description: String(i18n.t(key, { lng: language, ns: 'front' })),
  }
}

/** Every front page, every language. */
export async function renderFrontPages(): Promise<{ path: string; pages: Record<Language, PrerenderedPage> }[]> {
  const out: { path: string; pages: Record<Language, PrerenderedPage> }[] = []
  for (const route of FRONT_PRERENDERED) {
    const pages = {} as Record<Language, PrerenderedPage>
    for (const language of LANGUAGES) pages[language] = await renderFrontPage(route, language)
    out.push({ path: route.path, pages })
  }
  return out
}
