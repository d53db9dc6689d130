/**
 * The sign-in screen pre-rendered at build time (issue #8: /login paints before the JavaScript).
 *
 * `vite build` renders the real sign-in page (the same components, in fr, en and ar) to HTML and
 * writes each into `index.html` as a `<template>` (vite.config.ts, `prerenderLogin`). On a first
 * visit to /login, a small inline script of index.html shows the template of the visitor's
 * language in place of the boot loader, so the form is on screen while the JavaScript downloads;
 * it is inert (nothing to type into yet) until React renders the live page over it, with the
 * same layout (no shift). Signed-in visits and every other path keep the boot loader.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import i18n, { initI18n } from '@/i18n'
import LoginPage from '@/features/auth/pages/login-page'
import { DEFAULT_PREFERENCES, LANGUAGES, type Language } from '@/lib/preferences'
import { PreferencesProvider } from '@/lib/preferences-context'
import { linkTo } from '@/lib/paths'
import { BlankLayout } from './layouts/blank-layout'
// The registry hands its paths to `linkTo` (lib/paths.ts).
import './routes'
import { documentTitle } from './root-shell'

/** The path the pre-rendered screen stands for. */
export const PRERENDERED_PATH = linkTo('login')

/**
 * The locale files, bundled here: in the browser i18next loads them on demand through dynamic
 * imports (src/i18n), which Vite's module runner does not resolve at build time.
 */
const locales = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { eager: true, import: 'default' })

/** i18next in `language`, with every namespace of that language bundled (no lazy loading). */
export async function loadLanguage(language: Language): Promise<void> {
  await initI18n(language)
  for (const [file, resources] of Object.entries(locales)) {
    const [, lng, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? []
    if (lng === language && ns) i18n.addResourceBundle(lng, ns, resources, true, true)
  }
}

/**
 * `page` at `path` inside `layout` (which renders an `<Outlet />`), as React renders it in the
 * browser; `queries` are in its query cache (the data a front page is pre-rendered with).
 */
export function renderScreen(
  language: Language,
  path: string,
  layout: ReactElement,
  page: ReactElement,
  queries: readonly PrerenderedQuery[] = [],
): string {
  const client = new QueryClient()
  for (const [key, data] of queries) client.setQueryData(key, data)
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PreferencesProvider initial={{ ...DEFAULT_PREFERENCES, language }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={layout}>
                <Route path={path} element={page} />
              </Route>
            </Routes>
          </MemoryRouter>
        </PreferencesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

/** The sign-in page's markup in one language, as React renders it in the browser. */
export async function renderLogin(language: Language): Promise<string> {
  await loadLanguage(language)
  if (!i18n.exists('auth.login.title', { lng: language })) throw new Error(`prerender: no ${language} translation of the sign-in screen`)
  return renderScreen(language, PRERENDERED_PATH, <BlankLayout />, <LoginPage />)
}

export interface PrerenderedPage {
  markup: string
  /** The document title the live screen sets. */
  title: string
  /** The meta description the live screen sets (front pages). */
  description?: string
  /** The query data it was rendered with, handed to the live screen's query cache (main.tsx). */
  queries?: readonly PrerenderedQuery[]
}

/** One query's key and data, as the page's resource holds it. */
export type PrerenderedQuery = readonly [key: readonly unknown[], data: unknown]

/** Every language's markup and title. */
export async function renderLoginPages(): Promise<Record<Language, PrerenderedPage>> {
  const out = {} as Record<Language, PrerenderedPage>
  for (const language of LANGUAGES) {
    const markup = await renderLogin(language)
    out[language] = { markup, title: documentTitle(i18n.t('titles.login', { lng: language })) }
  }
  return out
}
