// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HtmlView } from './html-view'

describe('HtmlView', () => {
  it('renders formatting but strips scripts, handlers, javascript: links and remote images', () => {
    const html = [
      '<p style="color:red"><strong>Hello</strong> <em>world</em></p>',
      '<script>window.pwned = 1</script>',
      '<img src="x" onerror="window.pwned = 2">',
      '<img src="https://tracker.example.com/pixel.gif" alt="pixel">',
      '<img src="/images/local.png" alt="local">',
      '<a href="javascript:alert(1)">bad</a>',
      '<a href="https://example.com" target="_blank">good</a>',
      '<p dir="rtl" style="text-align: center">مرحبا</p>',
    ].join('')
    const { container } = render(<HtmlView html={html} />)
    const root = container.firstElementChild!
    expect(root.querySelector('strong')?.textContent).toBe('Hello')
    expect(root.querySelector('script')).toBeNull()
    expect(root.innerHTML).not.toMatch(/onerror|pwned|javascript:|tracker\.example|style=/i)
    expect([...root.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/images/local.png'])
    const links = [...root.querySelectorAll('a')]
    expect(links[0]!.hasAttribute('href')).toBe(false)
    expect(links[1]!.getAttribute('href')).toBe('https://example.com')
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(root.querySelector('p[dir="rtl"]')?.textContent).toBe('مرحبا')
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined()
  })
})
