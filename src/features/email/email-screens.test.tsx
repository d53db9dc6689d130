// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { EmailListResponse } from '@/api/contracts/email'
import { flushDrafts } from '@/lib/form-drafts'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import EmailPage from './pages/email-page'

withMockApi()

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
if (typeof document !== 'undefined') {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  document.elementFromPoint ??= () => null
}

const slow = { timeout: 8000 }
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const mailbox = async (query: Record<string, string | number> = {}) =>
  (await call<EmailListResponse>('/apps/email', { query: { itemsPerPage: -1, ...query } })).body

function renderPage(route = '/apps/email') {
  const path = route.includes('/filter/')
    ? '/apps/email/filter/:filter'
    : route.includes('/label/')
      ? '/apps/email/label/:label'
      : '/apps/email'
  return renderWithProviders(<EmailPage />, { route, path, queryClient: client() })
}
const list = () => screen.getByRole('list', { name: 'Emails' })
const loaded = () => waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(0), slow)
const dialog = () => screen.getByRole('dialog', { name: 'New message' })

describe('compose', () => {
  it('refuses to send without recipient or subject, or with an invalid address; nothing is stored', async () => {
    const before = (await mailbox({ filter: 'sent' })).total
    const { user } = renderPage()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Compose' }))
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('combobox', { name: /^To/ })))
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(within(dialog()).getAllByText('This field is required')).toHaveLength(2))

    const to = within(dialog()).getByRole('combobox', { name: /^To/ })
    await user.type(to, 'not-an-address{Enter}')
    expect(within(dialog()).getByRole('button', { name: 'Remove not-an-address' })).toBeTruthy()
    await user.type(within(dialog()).getByLabelText(/^Subject/), 'Hello')
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(within(dialog()).getByText('Enter a valid email address')).toBeTruthy())
    expect((await mailbox({ filter: 'sent' })).total).toBe(before)

    // Fixed: the invalid chip removed, a valid one added; Cc on demand.
    await user.click(within(dialog()).getByRole('button', { name: 'Remove not-an-address' }))
    await user.type(to, 'nora@example.org{Enter}')
    await user.click(within(dialog()).getByRole('button', { name: 'Add Cc' }))
    await user.type(within(dialog()).getByRole('combobox', { name: 'Cc' }), 'team@example.com{Enter}')
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }))
    await screen.findByText('Message sent', undefined, slow)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const sent = await mailbox({ filter: 'sent' })
    expect(sent.total).toBe(before + 1)
    expect(sent.emails[0]).toMatchObject({ subject: 'Hello', to: [{ email: 'nora@example.org' }], cc: ['team@example.com'] })
  })

  it('closing keeps what was written as a draft, which reopens in compose and sends from there', async () => {
    const before = await mailbox({ filter: 'draft' })
    const { user, unmount } = renderPage()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Compose' }))
    await user.type(within(dialog()).getByRole('combobox', { name: /^To/ }), 'lea@example.com{Enter}')
    await user.type(within(dialog()).getByLabelText(/^Subject/), 'Kept for later')
    await user.click(within(dialog()).getByRole('button', { name: 'Close and keep the draft' }))
    await screen.findByText('Draft saved', undefined, slow)
    const drafts = await mailbox({ filter: 'draft' })
    expect(drafts.emailsMeta.draft).toBe(before.emailsMeta.draft + 1)
    const draft = drafts.emails.find((e) => e.subject === 'Kept for later')!
    expect(draft.to.map((p) => p.email)).toEqual(['lea@example.com'])

    // Opening it from the Drafts folder brings it back into compose; sending removes the draft.
    expect(screen.getByRole('link', { name: /Drafts/ }).getAttribute('href')).toBe('/apps/email/filter/draft')
    unmount()
    renderPage('/apps/email/filter/draft')
    const row = await screen.findByRole('button', { name: /Kept for later/ }, slow)
    await user.click(row)
    const edit = await screen.findByRole('dialog', { name: 'Draft' })
    expect((within(edit).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Kept for later')
    await user.click(within(edit).getByRole('button', { name: 'Send' }))
    await screen.findByText('Message sent', undefined, slow)
    expect((await mailbox({ filter: 'draft' })).emails.some((e) => e.id === draft.id)).toBe(false)
    expect((await mailbox({ filter: 'sent' })).emails[0]?.subject).toBe('Kept for later')
  })
})

describe('compose across an app update', () => {
  it('what is being typed is saved before the update reload and the compose window comes back with it', async () => {
    const first = renderPage()
    await loaded()
    await first.user.click(screen.getByRole('button', { name: 'Compose' }))
    await first.user.type(within(dialog()).getByRole('combobox', { name: /^To/ }), 'sam@example.com{Enter}')
    await first.user.type(within(dialog()).getByLabelText(/^Subject/), 'Typed before the update')
    // What the update logic does right before its one reload.
    expect(await flushDrafts()).toBe(1)
    expect((await call<{ values: { subject: string } }>('/drafts/email-compose')).body.values.subject).toBe('Typed before the update')
    first.unmount()

    renderPage()
    const back = await screen.findByRole('dialog', { name: 'New message' }, slow)
    await waitFor(() => expect((within(back).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Typed before the update'))
    expect(within(back).getByRole('button', { name: 'Remove sam@example.com' })).toBeTruthy()
    expect(within(back).getByText('What you were typing was restored after the update.')).toBeTruthy()
    await waitFor(async () => expect((await call('/drafts/email-compose')).status).toBe(404))
  })
})

describe('the message view', () => {
  it('shows the sanitised body (no script, no handler), attachments, previous / next; refuses an empty reply', async () => {
    const { user, container } = renderPage()
    await loaded()
    await user.click(within(list()).getByRole('button', { name: /Preview of the new landing page/ }))
    const view = await screen.findByRole('region', { name: 'Preview of the new landing page' })
    await within(view).findByText('Looking forward to your comments.')
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    // The fixture's local image stays, without its handler.
    expect(view.querySelector('article img[alt="preview"]')?.getAttributeNames().sort()).toEqual(['alt', 'src'])
    expect((window as unknown as { xss?: boolean }).xss).toBeUndefined()

    const position = within(view).getByText(/of \d+/).textContent!
    await user.click(within(view).getByRole('button', { name: 'Next email' }))
    await waitFor(() => expect(screen.getByRole('region').textContent).not.toContain('Looking forward to your comments.'))
    expect(screen.getByText(/of \d+/).textContent).not.toBe(position)
    await user.click(screen.getByRole('button', { name: 'Previous email' }))
    await screen.findByText('Looking forward to your comments.')

    await user.click(screen.getByRole('button', { name: 'Reply' }))
    await user.click(await screen.findByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('This field is required')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Back to the list' }))
    await loaded()
  })

  it('lists attachments as download links named with their size', async () => {
    const withFiles = (await mailbox()).emails.find((e) => e.attachments.length > 0)!
    const { user } = renderPage()
    await loaded()
    await user.click(within(list()).getByRole('button', { name: new RegExp(withFiles.subject) }))
    for (const a of withFiles.attachments) {
      const link = await screen.findByRole('link', { name: `Download ${a.fileName} ${a.size}` }, slow)
      expect(link.getAttribute('href')).toBe(a.url)
    }
  })
})

describe('trash and restore', () => {
  it('trashing the open e-mail moves on to the next one; the trash restores it', async () => {
    const [first, second] = (await mailbox({ itemsPerPage: 20 })).emails
    const { user, unmount } = renderPage()
    await loaded()
    await user.click(within(list()).getByRole('button', { name: new RegExp(first!.subject) }))
    await screen.findByRole('heading', { name: first!.subject })
    await user.click(screen.getByRole('button', { name: 'Move to trash' }))
    await screen.findByRole('heading', { name: second!.subject }, slow)
    await screen.findByText('Moved to trash: 1', undefined, slow)
    expect((await mailbox({ filter: 'trashed' })).emails.some((e) => e.id === first!.id)).toBe(true)
    unmount()

    const trash = renderPage('/apps/email/filter/trashed')
    await loaded()
    await trash.user.click(within(list()).getByRole('checkbox', { name: `Select: ${first!.subject}` }))
    await trash.user.click(screen.getByRole('button', { name: 'Restore' }))
    await screen.findByText('Restored: 1', undefined, slow)
    expect((await mailbox()).emails.some((e) => e.id === first!.id)).toBe(true)
    await waitFor(() => expect(within(list()).queryByRole('checkbox', { name: `Select: ${first!.subject}` })).toBeNull(), slow)
  })
})

describe('paging', () => {
  it('pages the folder through the server; a page past the end goes back to the last one', async () => {
    const inbox = await mailbox()
    const last = Math.ceil(inbox.total / 20)
    expect(last).toBeGreaterThan(1)
    const { user, location } = renderPage('/apps/email?page=99')
    await waitFor(() => expect(location().search).toBe(`?page=${last}`), slow)
    await loaded()
    expect(within(list()).getAllByRole('listitem')).toHaveLength(inbox.total - (last - 1) * 20)
    await user.click(screen.getByRole('button', { name: 'First page' }))
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(20), slow)
    expect(screen.getByText(`1-20 of ${inbox.total}`)).toBeTruthy()
  })
})

describe('keyboard shortcuts', () => {
  it('? shows the help; j / k move, o opens, s stars, u goes back, c composes', async () => {
    const first = (await mailbox({ itemsPerPage: 20 })).emails
    const { user } = renderPage()
    await loaded()
    await user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(help).getByText('Next email')).toBeTruthy()
    expect(within(help).getByText('Compose')).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.keyboard('j')
    await user.keyboard('j')
    await user.keyboard('k')
    await waitFor(() => expect(document.activeElement?.id).toBe(`mail-row-${first[0]!.id}`))
    await user.keyboard('j')
    await user.keyboard('o')
    const second = first[1]!
    await screen.findByRole('heading', { name: second.subject })
    await user.keyboard('s')
    await waitFor(async () => expect((await mailbox()).emails.find((e) => e.id === second.id)?.isStarred).toBe(!second.isStarred))
    await user.keyboard('u')
    await loaded()
    fireEvent.keyDown(document.body, { key: 'c' })
    expect(await screen.findByRole('dialog', { name: 'New message' })).toBeTruthy()
  })
})
