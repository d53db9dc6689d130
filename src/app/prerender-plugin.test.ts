// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferEntry, frontPageHtml, htmlFileOf, prerenderedBlock } from './prerender-plugin'

const pages = {
  fr: { markup: '<h1>Bonjour</h1>', title: 'Accueil | Vermilion', description: 'La page "accueil" & co' },
  en: { markup: '<h1>Hello</h1>', title: 'Home | Vermilion', description: 'The home page' },
  ar: { markup: '<h1>مرحبا</h1>', title: 'الرئيسية | Vermilion', description: 'الصفحة الرئيسية' },
}
const INDEX = `<!doctype html><html lang="fr" dir="ltr"><head><meta name="description" content="Vermilion admin console" /><title>Vermilion</title></head><body><div id="root"><div id="boot" role="status" aria-label="Vermilion"></div></div>${prerenderedBlock('login', '/login', pages)}<script type="module" src="/assets/index.js"></script></body></html>`

/** Runs the block's inline script in this document, as the browser does while parsing. */
function show(block: string, lang: string, path: string, cookie = '') {
  document.documentElement.lang = lang
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr'
  document.head.innerHTML = '<meta name="description" content="Vermilion admin console"><title>Vermilion</title>'
  document.body.innerHTML = `<div id="root"><div id="boot" role="status" aria-label="Vermilion"></div></div>${block.replace(/<script>.*<\/script>/, '')}`
  history.replaceState(null, '', path)
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; max-age=0`
  if (cookie) document.cookie = cookie
  new Function(/<script>(.*)<\/script>/.exec(block)![1]!)()
  return document.getElementById('boot')!
}

describe('the pre-rendered pages in the built HTML (issues #8, #21)', () => {
  afterEach(() => history.replaceState(null, '', '/'))

  it('writes each front page to <path>.html', () => {
    expect(htmlFileOf('/front-pages/landing-page')).toBe('front-pages/landing-page.html')
  })

  it('gives a front page its own HTML: its three languages instead of the sign-in screen, the default language title and description', () => {
    const html = frontPageHtml(INDEX, '/front-pages/landing-page', pages, 'fr')
    expect(html).not.toContain('prerendered-login-')
    expect(html.match(/<template id="prerendered-page-(\w+)"/g)).toEqual([
      '<template id="prerendered-page-fr"',
      '<template id="prerendered-page-en"',
      '<template id="prerendered-page-ar"',
    ])
    expect(html).toContain('<title>Accueil | Vermilion</title>')
    expect(html).toContain('<meta name="description" content="La page &quot;accueil&quot; &amp; co" />')
    expect(html).toContain('"/front-pages/landing-page"')
    // The entry starts after the first paint, from an inline script (deferEntry).
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(`add('script',{type:'module',src:"/assets/index.js"})`)
    // No eager high-priority image on that page: nothing preloaded.
    expect(html).not.toContain('rel="preload"')
  })

  it('adds the entry script and its modulepreloads once the pre-rendered page has painted', async () => {
    const html = deferEntry(
      '<html><head><link rel="modulepreload" crossorigin href="/assets/a.js"><script type="module" crossorigin src="/assets/index.js"></script></head><body><p>page</p></body></html>',
    )
    expect(html).not.toContain('<link rel="modulepreload"')
    document.head.innerHTML = ''
    vi.useFakeTimers()
    try {
      new Function(/<script>(.*)<\/script>/.exec(html)![1]!)()
      expect(document.head.querySelector('script')).toBeNull()
      vi.advanceTimersByTime(1000)
      const script = document.head.querySelector('script')!
      expect([script.type, script.getAttribute('src'), script.crossOrigin]).toEqual(['module', '/assets/index.js', ''])
      const link = document.head.querySelector('link')!
      expect([link.rel, link.getAttribute('href'), link.crossOrigin]).toEqual(['modulepreload', '/assets/a.js', ''])
      vi.advanceTimersByTime(1000)
      expect(document.head.querySelectorAll('script')).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('embeds the query data a page was rendered with, by language, inert and unable to close its element', () => {
    const withData = {
      ...pages,
      fr: { ...pages.fr, queries: [[['pages', 'x', 'fr'], { title: '</script><b>' }]] as const },
      en: { ...pages.en, queries: [[['pages', 'x', 'en'], { title: 'Hello' }]] as const },
    }
    const html = frontPageHtml(INDEX, '/front-pages/help-center', withData, 'fr')
    const json = /<script type="application\/json" id="prerendered-queries" data-path="\/front-pages\/help-center">(.*?)<\/script>/.exec(
      html,
    )
    expect(json).not.toBeNull()
    expect(json![1]).not.toContain('<')
    expect(JSON.parse(json![1]!)).toEqual({
      fr: [[['pages', 'x', 'fr'], { title: '</script><b>' }]],
      en: [[['pages', 'x', 'en'], { title: 'Hello' }]],
    })
    // Pages rendered without data carry none.
    expect(frontPageHtml(INDEX, '/front-pages/landing-page', pages, 'fr')).not.toContain('prerendered-queries')
  })

  it('preloads the LCP picture of a page that has one', () => {
    const withHero = {
      ...pages,
      fr: { ...pages.fr, markup: '<h1>Bonjour</h1><img alt="" src="/images/hero.svg" width="10" height="5" fetchPriority="high"/>' },
    }
    const html = frontPageHtml(INDEX, '/front-pages/landing-page', withHero, 'fr')
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high" /></head>')
  })

  it("preloads the text's web fonts it is given (the pre-rendered text paints in them: no later LCP, no shift)", () => {
    const html = frontPageHtml(INDEX, '/front-pages/payment', pages, 'fr', ['/assets/sans-400.woff2'])
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/sans-400.woff2" crossorigin /></head>')
  })

  it.each([
    ['fr', 'Bonjour', 'Accueil | Vermilion', 'ltr'],
    ['ar', 'مرحبا', 'الرئيسية | Vermilion', 'rtl'],
    ['en', 'Hello', 'Home | Vermilion', 'ltr'],
  ])('shows the %s page in place of the boot loader, inert, with its title and description', (lang, heading, title, dir) => {
    const boot = show(prerenderedBlock('page', '/front-pages/pricing', pages), lang, '/front-pages/pricing')
    expect(boot.querySelector('h1')?.textContent).toBe(heading)
    expect(boot.hasAttribute('data-prerendered')).toBe(true)
    expect(boot.inert).toBe(true)
    expect(boot.getAttribute('role')).toBeNull()
    expect(document.title).toBe(title)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(pages[lang as 'fr'].description)
    expect(document.documentElement.dir).toBe(dir)
  })

  it('keeps the boot loader on another path and for a signed-in visitor', () => {
    const block = prerenderedBlock('page', '/front-pages/pricing', pages)
    expect(show(block, 'fr', '/front-pages/payment').getAttribute('role')).toBe('status')
    expect(show(block, 'fr', '/front-pages/pricing', 'accessToken=x').getAttribute('role')).toBe('status')
    expect(document.title).toBe('Vermilion')
  })
})
