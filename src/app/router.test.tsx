// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
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
    const groups = buildRouteObjects(fixture)[0]!.children!
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
    const groups = buildRouteObjects(fixture.filter((r) => r.layout !== 'front'))[0]!.children!
    expect(groups).toHaveLength(3)
  })
})

describe('route props', () => {
  const render = async (r: AppRoute) => {
    const { Component } = await (toRouteObject(r).lazy as () => Promise<{ Component: ComponentType }>)()
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
