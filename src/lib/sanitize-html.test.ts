import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps formatting, lists and safe links', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><a href="https://example.com/x">x</a><a href="/apps/email">in app</a>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="/images/a.png" onerror="alert(1)">', '<img src="/images/a.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<img src="https://evil.example.com/pixel.gif"><p>t</p>', '<p>t</p>'],
    ['<img src="//evil.example.com/p.gif"><p>t</p>', '<p>t</p>'],
    ['<iframe src="https://example.com"></iframe><p>t</p>', '<p>t</p>'],
    ['<svg><script>alert(1)</script></svg><p>t</p>', '<p>t</p>'],
    ['<p style="background:url(https://evil.example.com)">t</p>', '<p>t</p>'],
    ['<form action="https://evil.example.com"><input name="a"></form><p>t</p>', '<p>t</p>'],
  ])('neutralises %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected)
  })

  it('gives links that open a new tab no handle on the app', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
