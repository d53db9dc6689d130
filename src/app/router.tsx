import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom'
import { session } from '@/lib/session'
import { decide } from './guards/guard'
import type { AppRoute } from './route-types'
import { routes } from './routes'
import { RootShell } from './root-shell'
import { RouteError } from './route-error'
import { BlankLayout } from './layouts/blank-layout'
import { AppLoader } from './app-loader'

export interface RouteHandle {
  route: AppRoute
}

/** One router route per registry entry; the guard runs as its loader, before the page loads. */
export function toRouteObject(r: AppRoute): RouteObject {
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
      return null
    },
    lazy: r.page
      ? async () => {
          const mod = await r.page!()
          return { Component: mod.default }
        }
      : undefined,
    Component: r.page ? undefined : () => null,
  }
}

async function loadDefaultLayout() {
  const { DefaultLayout } = await import('./layouts/default-layout')
  return { Component: DefaultLayout }
}

export function buildRouteObjects(source: AppRoute[] = routes): RouteObject[] {
  const blank = source.filter((r) => r.layout === 'blank' && r.path !== '*')
  const framed = source.filter((r) => r.layout === 'default')
  const catchAll = source.filter((r) => r.path === '*')
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoader />,
      children: [
        { element: <BlankLayout />, errorElement: <RouteError />, children: blank.map(toRouteObject) },
        // The framed layout (nav, top bar, customizer, Headless UI) is its own chunk, loaded in
        // parallel with the page: the guest screens (/login) do not download it (bench/budgets.json).
        { lazy: loadDefaultLayout, errorElement: <RouteError />, children: framed.map(toRouteObject) },
        { element: <BlankLayout />, children: catchAll.map(toRouteObject) },
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(), { basename: '/' })
}
