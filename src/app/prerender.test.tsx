import { describe, expect, it } from 'vitest'
import { renderLogin, renderLoginPages, PRERENDERED_PATH } from './prerender'

describe('the pre-rendered sign-in screen (build time, issue #8)', () => {
  it('stands for /login', () => {
    expect(PRERENDERED_PATH).toBe('/login')
  })

  it.each([
    ['fr', 'Bienvenue sur Vermilion !', 'Mot de passe'],
    ['en', 'Welcome to Vermilion!', 'Password'],
    ['ar', 'مرحبًا بك في Vermilion!', 'كلمة المرور'],
  ] as const)('renders the real page in %s, every string translated', async (lang, title, password) => {
    const html = await renderLogin(lang)
    expect(html).toContain(`<h1 class="text-2xl font-medium text-strong">${title}</h1>`)
    expect(html).toContain(password)
    // The language switch shows the page's language as the pressed one.
    expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*>${lang}<`))
    // Five demo accounts with click-to-fill, no untranslated key left.
    expect(html.match(/data-testid="demo-/g)).toHaveLength(5)
    expect(html).not.toMatch(/>(auth|topbar|common)\.[a-z.]+</i)
  })

  it('gives each language the document title the live screen sets', async () => {
    const pages = await renderLoginPages()
    expect(Object.fromEntries(Object.entries(pages).map(([lang, p]) => [lang, p.title]))).toEqual({
      fr: 'Connexion | Vermilion',
      en: 'Sign in | Vermilion',
      ar: 'تسجيل الدخول | Vermilion',
    })
    expect(pages.en.markup).toContain('Welcome to Vermilion!')
  })
})
