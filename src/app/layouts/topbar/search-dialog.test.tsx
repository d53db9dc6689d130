// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/api/contracts/auth'
import type { SearchEntry } from '@/api/contracts/search'
import { buildAbility } from '@/lib/ability'
import { linkTo } from '@/lib/paths'
import { session } from '@/lib/session'
import { call, setupMockApi } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { replaceSearchIndex } from '@/testing/search-index'
import { routes } from '../../routes'
import { allowedResults, routeForUrl } from './app-search'
import { SearchDialog } from './search-dialog'

setupMockApi()

const accessControl = routes.find((r) => r.name === 'accessControl')!
const tinderRoute = routes.find((r) => typeof r.access === 'object' && r.access.subject === 'tinder' && !r.path.includes(':'))
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

async function signIn(who: 'client' | 'admin') {
  const res = await call<LoginResponse>('/auth/login', { method: 'POST', body: { email: `${who}@demo.com`, password: who } })
  session.start(res.body)
}

/** Index entries pointing at an allowed route, a forbidden one and no route at all. */
async function seedIndex() {
  const entry = (id: number, url: string, en: string, fr: string): SearchEntry => ({
    id,
    category: 'chartsMisc',
    order: id,
    url,
    icon: 'Circle',
    title: { en, fr, ar: en },
  })
  await replaceSearchIndex([
    entry(1, linkTo('accessControl'), 'Access control demo', 'Démo du contrôle d’accès'),
    entry(2, tinderRoute ? linkTo(tinderRoute.name) : '/tinder/accounts', 'Access tinder list', 'Accès liste tinder'),
    entry(3, '/nowhere/at/all', 'Access nowhere', 'Accès nulle part'),
  ])
}

describe('routeForUrl and allowedResults', () => {
  it('maps a result url to its registry route, never to the catch-all', () => {
    expect(routeForUrl('/access-control')?.name).toBe('accessControl')
    expect(routeForUrl('/access-control?x=1#top')?.name).toBe('accessControl')
    expect(routeForUrl('/nowhere/at/all')).toBeUndefined()
    const withParam = routes.find((r) => r.path.includes(':') && r.path !== '*')
    if (withParam) expect(routeForUrl(withParam.path.replace(/:(\w+)\??/g, 'x'))?.path).toBe(withParam.path)
  })

  it('keeps only results the ability may open, and drops empty groups', () => {
    const groups = [
      {
        title: 'chartsMisc' as const,
        category: 'chartsMisc' as const,
        children: [
          { url: '/access-control', icon: 'x', title: 'A' },
          { url: '/nowhere', icon: 'x', title: 'B' },
        ],
      },
      { title: 'appsPages' as const, category: 'appsPages' as const, children: [{ url: '/nowhere', icon: 'x', title: 'C' }] },
    ]
    const clientView = allowedResults(groups, buildAbility([{ action: 'read', subject: 'AclDemo' }]))
    expect(clientView.map((g) => [g.category, g.items.map((i) => i.title)])).toEqual([['chartsMisc', ['A']]])
    expect(clientView[0]!.items[0]!.route).toBe(accessControl)
    expect(allowedResults(groups, buildAbility([]))).toEqual([])
  })
})

describe('SearchDialog', () => {
  it('queries the API, shows only routes the user may open, and opens the chosen one from the keyboard', async () => {
    await seedIndex()
    await signIn('client')
    const { user, location } = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await user.type(screen.getByRole('combobox'), 'ACCESS')
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Access control demo']))
    expect(screen.getByText('Charts & misc')).toBeTruthy()
    expect(screen.getByRole('option').getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(location().pathname).toBe('/access-control'))
  })

  it('lets an admin see every allowed match, and moves the selection with the arrows', async () => {
    await seedIndex()
    await signIn('admin')
    const { user } = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client() })
    await user.type(screen.getByRole('combobox'), 'access')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(tinderRoute ? 2 : 1))
    if (tinderRoute) {
      await user.keyboard('{ArrowDown}')
      expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true')
    }
  })

  it('searches in the current language and says when nothing matches', async () => {
    await seedIndex()
    await signIn('client')
    const { user } = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client(), language: 'fr' })
    await user.type(screen.getByRole('combobox'), 'démo')
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Démo du contrôle d’accès']))
    await user.clear(screen.getByRole('combobox'))
    await user.type(screen.getByRole('combobox'), 'zzz')
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0))
    expect(await screen.findByText(/zzz/)).toBeTruthy()
  })

  it('says what it searches, pages and records, in fr, en and ar', async () => {
    await signIn('admin')
    const wanted = { fr: 'Rechercher des pages et des enregistrements…', en: 'Search pages and records…', ar: 'ابحث في الصفحات والسجلات…' }
    for (const [language, text] of Object.entries(wanted) as ['fr' | 'en' | 'ar', string][]) {
      const { unmount } = renderWithProviders(<SearchDialog open onClose={() => {}} />, { queryClient: client(), language })
      expect(screen.getByRole('combobox', { name: text }).getAttribute('placeholder')).toBe(text)
      unmount()
    }
  })
})
