import { describe, expect, it } from 'vitest'
import { httpUrl, isHttpUrl, isoDate, isoDateTime, isRealDate, isRealDateTime, optionalHttpUrl } from './common'
import { sanitizedHtml } from './html'

describe('strict ISO dates', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '2000-02-29', '0001-01-01'])('accepts the real day %s', (d) => {
    expect(isRealDate(d)).toBe(true)
    expect(isoDate().safeParse(d).success).toBe(true)
  })
  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '26-01-05',
    ' 2026-01-05',
    '2026-01-05T10:00',
    '',
  ])('refuses %j', (d) => {
    expect(isRealDate(d)).toBe(false)
    expect(isoDate().safeParse(d).error?.issues[0]?.message).toBe('validation.date')
  })
  it.each([
    '2026-11-22',
    '2026-11-22T09:00',
    '2026-11-22T09:00:59',
    '2026-11-22T23:59:59.999Z',
    '2026-11-22T09:00:00.000+05:30',
    '2024-02-29T00:00:00Z',
  ])('accepts the real date-time %s', (d) => {
    expect(isRealDateTime(d)).toBe(true)
    expect(isoDateTime().safeParse(d).success).toBe(true)
  })
  it.each([
    '2026-02-30T10:00:00.000Z',
    '2026-11-22T24:00',
    '2026-11-22T09:60',
    '2026-11-22T09:00:60',
    '2026-11-22T09:00+25:00',
    '2026-11-22T9:00',
    '2026-11-22 09:00',
    'tomorrow',
    '1732262400000',
  ])('refuses %j', (d) => {
    expect(isRealDateTime(d)).toBe(false)
    expect(isoDateTime().safeParse(d).success).toBe(false)
  })
})

describe('http(s) URLs', () => {
  it.each(['https://vermilion.example.com/meet', 'http://localhost:4173/x?y=1#z', 'HTTPS://EXAMPLE.COM'])('accepts %s', (u) => {
    expect(isHttpUrl(u)).toBe(true)
    expect(httpUrl().safeParse(u).success).toBe(true)
  })
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example',
    '/relative',
    'https://',
    'http:/x',
    'mailto:a@b.c',
  ])('refuses %j', (u) => {
    expect(isHttpUrl(u)).toBe(false)
    expect(httpUrl().safeParse(u).error?.issues[0]?.message).toBe('validation.url')
    expect(optionalHttpUrl().safeParse(u).success).toBe(false)
  })
  it('an optional link may be empty, not too long', () => {
    expect(optionalHttpUrl().parse('')).toBe('')
    expect(optionalHttpUrl(30).safeParse(`https://example.com/${'a'.repeat(30)}`).success).toBe(false)
  })
})

describe('sanitised HTML', () => {
  it('strips scripts, handlers and javascript: links as it parses; keeps the formatting', () => {
    const out = sanitizedHtml().parse(
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a></p>',
    )
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i)
    expect(out).toContain('<strong>there</strong>')
  })
})
