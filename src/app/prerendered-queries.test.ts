// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { adoptPrerenderedQueries } from './prerendered-queries'
import { PRERENDERED_QUERIES_ID } from './prerendered-queries-id'

const DATA = {
  fr: [[['pages', 'help-center', 'fr', 'list', {}], { total: 6 }]],
  ar: [[['pages', 'help-center', 'ar', 'list', {}], { total: 5 }]],
}

function page(lang: string, json = JSON.stringify(DATA), path = '/front-pages/help-center') {
  document.documentElement.lang = lang
  document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_QUERIES_ID}" data-path="${path}">${json}</script>`
}

describe('adoptPrerenderedQueries (a front page pre-rendered with its data, issue #21)', () => {
  afterEach(() => (document.body.innerHTML = ''))

  it("puts the page language's queries in the cache, fresh, and drops the element", () => {
    page('ar')
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    expect(adoptPrerenderedQueries(client, document, '/front-pages/help-center')).toBe(1)
    expect(client.getQueryData(['pages', 'help-center', 'ar', 'list', {}])).toEqual({ total: 5 })
    expect(client.getQueryData(['pages', 'help-center', 'fr', 'list', {}])).toBeUndefined()
    expect(client.getQueryState(['pages', 'help-center', 'ar', 'list', {}])?.isInvalidated).toBe(false)
    expect(document.getElementById(PRERENDERED_QUERIES_ID)).toBeNull()
  })

  it('takes nothing on another path, in a language it was not rendered in, or from broken JSON', () => {
    const client = new QueryClient()
    page('fr')
    expect(adoptPrerenderedQueries(client, document, '/front-pages/help-center/article/first-steps')).toBe(0)
    page('en')
    expect(adoptPrerenderedQueries(client, document, '/front-pages/help-center')).toBe(0)
    page('fr', '{"fr":[[')
    expect(adoptPrerenderedQueries(client, document, '/front-pages/help-center')).toBe(0)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    // No element at all (every other page).
    document.body.innerHTML = ''
    expect(adoptPrerenderedQueries(client, document, '/')).toBe(0)
  })
})
