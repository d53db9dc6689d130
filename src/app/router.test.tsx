// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n'
import { renderWithProviders } from '@/testing/render'
import { FrontLayout } from './layouts/front-layout'
import type { AppRoute } from './route-types'
import { LAYOUTS, buildRouteObjects, toRouteObject } from './router'

const Page = ({ platform = 'none' }: { platform?: string }) => <p>platform: {platform}</p>
const page = async () => ({ default: Page })
const fixture: AppRoute[] = [
  { name: 'login', path: '/login', layout: 'blank', access: 'guestOnly', title: 'titles.login', page },
  { name: 'landing', path: '/front-pages/landing-page', layout: 'front', access: 'public', title: 'titles.login', page },
  { name: 'notFound', path: '*', layout: 'blank', access: 'public', title: 'titles.notFound', page },
  {
    name: 'userList',
    path: '/apps/user/list',
    layout: 'default',
    access: { action: 'manage', subject: 'all' },
    title: 'titles.userList',
    page,
  },
]

const layoutOf = async (r: RouteObject) => {
  if (r.element) return r.element
  const lazy = r.lazy as () => Promise<{ Component: ComponentType }>
  return (await lazy()).Component
}

describe('layouts map', () => {
  it('has the blank, default and front layouts', () => {
    expect(Object.keys(LAYOUTS)).toEqual(['blank', 'default', 'front'])
  })

  it('groups registry entries under their layout, the catch-all last', async () => {
    const groups = buildRouteObjects(fixture, new QueryClient())[0]!.children!
    expect(groups.map((g) => g.children!.map((c) => c.path))).toEqual([
      ['/login'],
      ['/apps/user/list'],
      ['/front-pages/landing-page'],
      ['*'],
    ])
    expect(await layoutOf(groups[2]!)).toBe(FrontLayout)
    const { DefaultLayout } = await import('./layouts/default-layout')
    expect(await layoutOf(groups[1]!)).toBe(DefaultLayout)
    expect(groups.slice(0, 3).every((g) => g.errorElement)).toBe(true)
  })

  it('drops a layout no entry uses', () => {
    const groups = buildRouteObjects(
      fixture.filter((r) => r.layout !== 'front'),
      new QueryClient(),
    )[0]!.children!
    expect(groups).toHaveLength(3)
  })
})

describe('route props', () => {
  const render = async (r: AppRoute) => {
    const { Component } = await (toRouteObject(r, new QueryClient()).lazy as () => Promise<{ Component: ComponentType }>)()
    return renderToStaticMarkup(<Component />)
  }

  it('passes the entry props to the page, and nothing when there are none', async () => {
    expect(await render({ ...fixture[3]!, props: { platform: 'fruitz' } })).toBe('<p>platform: fruitz</p>')
    expect(await render(fixture[3]!)).toBe('<p>platform: none</p>')
  })
})

describe('front layout', () => {
  it('offers a skip link to the main landmark', () => {
    // The footer's newsletter form is a mutation: the app's QueryClient is above every layout.
    renderWithProviders(<FrontLayout />, { queryClient: new QueryClient() })
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveProperty('hash', '#main')
    expect(screen.getByRole('main').id).toBe('main')
  })
})

describe('a page module’s prefetch and namespaces', () => {
  const client = new QueryClient()
  const call = (r: AppRoute, url: string, params: Record<string, string> = {}) => {
    const loader = toRouteObject(r, client).loader as (args: { request: Request; params: Record<string, string> }) => unknown
    return loader({ request: new Request(`http://localhost${url}`), params })
  }

  it('fires the prefetch with the URL, its path params and the route props, and waits for the namespaces before the page renders', async () => {
    const prefetch = vi.fn()
    let loaded!: () => void
    const load = vi.spyOn(i18n, 'loadNamespaces').mockImplementation(() => new Promise<void>((resolve) => (loaded = resolve)))
    const r: AppRoute = {
      ...fixture[1]!,
      props: { platform: 'fruitz' },
      page: async () => ({ default: Page, prefetch, namespaces: ['platform'] }),
    }
    let settled = false
    const result = Promise.resolve(call(r, '/front-pages/landing-page?q=ada&page=2', { id: '7' })).then((v) => ((settled = true), v))
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith(['platform']))
    expect(prefetch).toHaveBeenCalledTimes(1)
    const [{ client: given, search, params, props }] = prefetch.mock.calls[0]! as [
      { client: QueryClient; search: URLSearchParams; params: unknown; props: unknown },
    ]
    expect(given).toBe(client)
    expect(search.toString()).toBe('q=ada&page=2')
    expect(params).toEqual({ id: '7' })
    expect(props).toEqual({ platform: 'fruitz' })
    // Not resolved (the route not ready) while the namespace loads.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    loaded()
    await expect(result).resolves.toBeUndefined()
    load.mockRestore()
  })

  it('asks for nothing when the guard turns the visitor away', async () => {
    const prefetch = vi.fn()
    const r: AppRoute = { ...fixture[3]!, page: async () => ({ default: Page, prefetch }) }
    let thrown: unknown
    try {
      await call(r, '/apps/user/list')
    } catch (e) {
      thrown = e
    }
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('Location')).toMatch(/^\/login/)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(prefetch).not.toHaveBeenCalled()
  })
})
