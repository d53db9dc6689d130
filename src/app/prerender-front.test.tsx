import { describe, expect, it } from 'vitest'
import { FRONT_PRERENDERED, metaKey, renderFrontPage } from './prerender-front'

describe('the pre-rendered front pages (build time, issue #21)', () => {
  it('covers every front page of the registry without a path parameter', () => {
    expect(FRONT_PRERENDERED.map((r) => r.path)).toEqual([
      '/front-pages/landing-page',
      '/front-pages/pricing',
      '/front-pages/payment',
      '/front-pages/checkout',
      '/front-pages/help-center',
    ])
    expect(metaKey('frontHelpCenter')).toBe('meta.helpCenter')
  })

  const landing = FRONT_PRERENDERED.find((r) => r.name === 'frontLanding')!
  it.each([
    ['fr', 'Une seule console d&#x27;administration pour tous les écrans, même hors ligne', "Page d'accueil | Vermilion", 'la console'],
    ['en', 'One admin console for every screen, even offline', 'Landing page | Vermilion', 'the offline admin console'],
    ['ar', 'لوحة إدارة واحدة لكل الشاشات، حتى دون اتصال', ' | Vermilion', 'Vermilion'],
  ] as const)(
    'renders the landing in %s inside the front layout, with its title and description',
    async (lang, heading, title, description) => {
      const page = await renderFrontPage(landing, lang)
      expect(page.markup).toMatch(new RegExp(`<h1 id="landing-hero-title"[^>]*>${heading}</h1>`))
      // The real front layout around it: navbar, main, footer.
      expect(page.markup).toContain('data-layout="front"')
      expect(page.markup).toContain('<main id="main"')
      expect(page.markup).toContain('<footer')
      // The LCP picture is sized (no layout shift when it arrives).
      expect(page.markup).toMatch(/<img[^>]*src="\/images\/front\/hero-dashboard.svg"[^>]*width="1200" height="640"/)
      expect(page.title).toContain(title)
      expect(page.description).toContain(description)
    },
  )

  it.each(FRONT_PRERENDERED.map((r) => [r.name, r] as const))(
    'renders %s in fr, en and ar: one h1 each, every string translated',
    async (_, route) => {
      const headings = new Set<string>()
      for (const lang of ['fr', 'en', 'ar'] as const) {
        const { markup, title, description } = await renderFrontPage(route, lang)
        const h1 = markup.match(/<h1[^>]*>(.*?)<\/h1>/g) ?? []
        expect(h1).toHaveLength(1)
        headings.add(h1[0]!)
        expect(markup).not.toMatch(/>(front|common|forms)\.[a-zA-Z.]+</)
        expect(title).toMatch(/ \| Vermilion$/)
        expect(description!.length).toBeGreaterThan(20)
      }
      // Three languages, three different headings.
      expect(headings.size).toBe(3)
    },
  )

  const help = FRONT_PRERENDERED.find((r) => r.name === 'frontHelpCenter')!
  it.each([
    ['fr', 'Premiers pas avec Vermilion', 'Bien démarrer'],
    ['en', 'First steps with Vermilion', 'Getting started'],
    ['ar', 'الخطوات الأولى مع Vermilion', null],
  ] as const)(
    'renders the help centre in %s with its articles, and hands their query to the live screen',
    async (lang, popular, category) => {
      const page = await renderFrontPage(help, lang)
      // Painted with its content (no skeleton), the data the mock API answers after a first start.
      expect(page.markup).toContain(popular)
      if (category) expect(page.markup).toContain(category)
      expect(page.markup).not.toContain('aria-busy')
      expect(page.markup).toContain('help-still-title')
      expect(page.queries).toHaveLength(1)
      const [key, data] = page.queries![0]!
      expect(key).toEqual(['pages', 'help-center', lang, 'list', {}])
      expect(data).toMatchObject({ total: 6, popularArticles: [{ slug: 'first-steps', title: popular }, {}, {}] })
    },
  )

  it('renders the pages that call no API on load without query data', async () => {
    expect((await renderFrontPage(landing, 'fr')).queries).toBeUndefined()
  })
})
