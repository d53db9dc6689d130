import { createElement, type ComponentType } from 'react'
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom'
import type { QueryClient } from '@tanstack/react-query'
import i18n from '@/i18n'
import { session } from '@/lib/session'
import { decide } from './guards/guard'
import type { AppRoute, LayoutId, RouteHandle } from './route-types'
import { routes } from './routes'
import { RootShell } from './root-shell'
import { RouteError } from './route-error'
import { BlankLayout } from './layouts/blank-layout'
import { AppLoader } from './app-loader'

/**
 * One router route per registry entry; the guard runs as its loader, before the page loads. Once
 * the guard lets a page through, the loader waits for its module (`lazy` loads the same one) and
 * for the locale namespaces it names, and fires its `prefetch` (on `client`, the app's): the page's first
 * render has its texts and, when the API answers in time, its rows (api/resources/prefetch.ts).
 */
export function toRouteObject(r: AppRoute, client: QueryClient): RouteObject {
  return {
    path: r.path,
    handle: { route: r } satisfies RouteHandle,
    loader: ({ request, params }) => {
      const url = new URL(request.url)
      const current = session.get()
      const decision = decide({
        matched: [r.access],
        isLoggedIn: session.isLoggedIn(),
        ability: current.ability,
        pathname: url.pathname,
        search: url.search,
      })
      if (decision.kind === 'redirect') throw redirect(decision.to)
      if (r.redirect) throw redirect(r.redirect({ session: current, search: url.search, params }))
      // The same module promise as `lazy` below; a failed import is the page's error, shown there.
      return (
        r.page?.().then(
          (m) => (
            m.prefetch?.({ client, search: url.searchParams, params, props: r.props ?? {} }),
            m.namespaces && i18n.loadNamespaces(m.namespaces)
          ),
          () => null,
        ) ?? null
      )
    },
    lazy: r.page
      ? async () => {
          const Page = (await r.page!()).default as ComponentType<Record<string, unknown>>
          const props = r.props
          return { Component: props ? () => createElement(Page, props) : Page }
        }
      : undefined,
    Component: r.page ? undefined : () => null,
  }
}

/**
 * The layouts a registry entry may name. The framed layout (nav, top bar, customizer, Headless UI)
 * and the front layout are their own chunks, loaded in parallel with the page: the guest screens
 * (/login) do not download them (bench/budgets.json).
 */
export const LAYOUTS: Record<LayoutId, Pick<RouteObject, 'element' | 'lazy'>> = {
  blank: { element: <BlankLayout /> },
  default: { lazy: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }) },
  front: { lazy: async () => ({ Component: (await import('./layouts/front-layout')).FrontLayout }) },
}

/** Registry entries grouped under their layout; the catch-all comes last, in its own layout. */
export function buildRouteObjects(source: AppRoute[], client: QueryClient): RouteObject[] {
  const catchAll = source.filter((r) => r.path === '*')
  const framed = (Object.keys(LAYOUTS) as LayoutId[])
    .map((id) => ({ id, members: source.filter((r) => r.layout === id && r.path !== '*') }))
    .filter((l) => l.members.length > 0)
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoader />,
      children: [
        ...framed.map(({ id, members }) => ({
          ...LAYOUTS[id],
          errorElement: <RouteError />,
          children: members.map((r) => toRouteObject(r, client)),
        })),
        ...catchAll.map((r) => ({ ...LAYOUTS[r.layout], children: [toRouteObject(r, client)] })),
      ],
    },
  ]
}

export function createAppRouter(client: QueryClient) {
  return createBrowserRouter(buildRouteObjects(routes, client), { basename: '/' })
}
