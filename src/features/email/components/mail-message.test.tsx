// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { EmailReply } from '@/api/contracts/email'
import { renderWithProviders } from '@/testing/render'
import { MailMessage } from './mail-message'

const base: EmailReply = {
  id: 1,
  from: { email: 'eve@example.net', name: 'Eve', avatar: '/images/avatars/2.svg' },
  to: [{ email: 'admin@demo.com', name: 'Camille Laurent' }],
  cc: [],
  bcc: [],
  subject: 'Payload',
  message: '',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-11-20T10:00:00.000Z',
  folder: 'inbox',
  isRead: false,
  isDeleted: false,
}

/** HTML as it might reach the screen if a row ever bypassed the stored-row sanitising: shown neutralised anyway. */
const XSS = [
  '<script>window.__xss = 1</script><p>after</p>',
  '<img src="/x.png" onerror="window.__xss = 1"><p>after</p>',
  '<p onclick="window.__xss = 1" onmouseover="window.__xss = 1">after</p>',
  '<a href="javascript:window.__xss = 1">after</a>',
  '<a href=" JAVASCRIPT:window.__xss = 1">after</a>',
  '<img src="https://tracker.example/pixel.gif"><p>after</p>',
  '<svg><script>window.__xss = 1</script></svg><p>after</p>',
  '<iframe src="https://evil.example"></iframe><p>after</p>',
  '<form action="https://evil.example"><button>go</button></form><p>after</p>',
  '<p style="background:url(https://evil.example/x.png)">after</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>after</p>',
]

describe('MailMessage (the sanitised viewer of an e-mail)', () => {
  it.each(XSS)('renders %s without anything that runs or loads from elsewhere', (message) => {
    const { container, getByText } = renderWithProviders(<MailMessage message={{ ...base, message }} />)
    expect(getByText('after')).toBeTruthy()
    const body = container.querySelector('article > div[dir="auto"]')!
    expect(body.querySelector('script, svg, iframe, form, math, [style]')).toBeNull()
    for (const el of body.querySelectorAll('*')) {
      for (const name of el.getAttributeNames()) expect(name).not.toMatch(/^on/)
    }
    for (const a of body.querySelectorAll('a[href]')) expect(a.getAttribute('href')).not.toMatch(/^\s*javascript:/i)
    for (const img of body.querySelectorAll('img')) expect(img.getAttribute('src')).not.toMatch(/^https?:/)
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined()
  })

  it('shows sender, recipients, cc and the date', () => {
    const { getByText } = renderWithProviders(<MailMessage message={{ ...base, cc: ['team@example.com'], message: '<p>Hi</p>' }} />)
    expect(getByText('Eve')).toBeTruthy()
    expect(getByText('eve@example.net')).toBeTruthy()
    expect(getByText('To: Camille Laurent')).toBeTruthy()
    expect(getByText('Cc: team@example.com')).toBeTruthy()
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe(base.time)
  })
})
