// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ChatsAndContactsResponse, ChatWithContactResponse } from '@/api/contracts/chat'
import { session } from '@/lib/session'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import ChatPage from './pages/chat-page'

withMockApi()

let wide = true
beforeAll(() => {
  // jsdom has no matchMedia: the page asks whether the chat list fits beside the conversation.
  window.matchMedia = (query: string) =>
    ({
      matches: wide && query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
})

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const render = (route = '/apps/chat', language: 'en' | 'fr' | 'ar' = 'en') =>
  renderWithProviders(<ChatPage />, { route, queryClient: client(), language })
const chatList = () => screen.findByRole('list', { name: 'Chats' }, { timeout: 8000 })
const stored = async () => (await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')).body

describe('chat screen', () => {
  it('lists the chats with their unseen counts and the contacts; "start a conversation" until one is open', async () => {
    render()
    const chats = await chatList()
    const data = await stored()
    expect(within(chats).getAllByRole('link')).toHaveLength(data.chatsContacts.length)
    const unseen = data.chatsContacts.find((c) => c.chat.unseenMsgs > 0)!
    const link = within(chats).getByRole('link', { name: new RegExp(unseen.fullName) })
    expect(link.textContent).toContain(`Unread messages: ${unseen.chat.unseenMsgs}`)
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('link')).toHaveLength(10)
    expect(screen.getByText('Start a conversation')).toBeTruthy()
  })

  it('opening a chat shows its log and resets its unseen badge, on screen and on the server', async () => {
    const data = await stored()
    const unseen = data.chatsContacts.find((c) => c.chat.unseenMsgs > 0)!
    const { user, location } = render()
    await user.click(within(await chatList()).getByRole('link', { name: new RegExp(unseen.fullName) }))
    expect(location().search).toBe(`?contact=${unseen.id}`)
    const log = await screen.findByRole('log', { name: `Messages with ${unseen.fullName}` }, { timeout: 8000 })
    expect(within(log).getByText(unseen.chat.lastMessage!.message)).toBeTruthy()
    const chats = screen.getByRole('list', { name: 'Chats' })
    await waitFor(() => expect(within(chats).getByRole('link', { name: new RegExp(unseen.fullName) }).textContent).not.toContain('Unread'))
    expect((await stored()).chatsContacts.find((c) => c.id === unseen.id)?.chat.unseenMsgs).toBe(0)
    expect(screen.getByRole('heading', { level: 2, name: unseen.fullName })).toBeTruthy()
  })

  it('groups the log by sender and marks my messages sent, delivered or seen', async () => {
    render('/apps/chat?contact=1')
    const log = await screen.findByRole('log', { name: 'Messages with Gabrielle Fournier' }, { timeout: 8000 })
    const groups = within(log).getAllByTestId('message-group')
    const { body } = await call<ChatWithContactResponse>('/apps/chat/chats/1')
    // The seed alternates senders: one group per message.
    expect(groups).toHaveLength(body.chat!.messages.length)
    expect(groups.map((g) => g.hasAttribute('data-mine'))).toEqual(body.chat!.messages.map((m) => m.senderId === 11))
    expect(within(groups[1]!).getByText('Seen')).toBeTruthy()
    expect(within(groups[3]!).getByText('Delivered')).toBeTruthy()
    expect(within(groups[0]!).queryByText(/Seen|Delivered|Sent/)).toBeNull()
  })

  it('sends a message with Enter: shown at the end of the log as sent, stored, markup kept as text', async () => {
    const { user } = render('/apps/chat?contact=3')
    const box = await screen.findByRole('textbox', { name: 'Message to Adèle Nguyen' }, { timeout: 8000 })
    const payload = '<img src=x onerror="alert(1)"> bold <b>move</b>'
    await user.type(box, `${payload.replace(/[{[]/g, '$&$&')}{Enter}`)
    const log = screen.getByRole('log')
    await waitFor(() => expect(within(log).getAllByTestId('message-group').at(-1)!.textContent).toContain(payload))
    const last = within(log).getAllByTestId('message-group').at(-1)!
    expect(last.hasAttribute('data-mine')).toBe(true)
    expect(within(last).getByText('Sent')).toBeTruthy()
    expect(last.querySelector('img[src="x"], b')).toBeNull()
    expect((box as HTMLTextAreaElement).value).toBe('')
    const { body } = await call<ChatWithContactResponse>('/apps/chat/chats/3')
    expect(body.chat!.messages.at(-1)).toMatchObject({ message: payload, senderId: 11, feedback: { isSeen: false, isDelivered: false } })
  })

  it('starts a conversation with a contact who has none yet', async () => {
    const { user } = render()
    await chatList()
    await user.click(within(screen.getByRole('list', { name: 'Contacts' })).getByRole('link', { name: /Mathis Larsen/ }))
    expect(await screen.findByText('No messages with Mathis Larsen yet: write the first one.', {}, { timeout: 8000 })).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Message to Mathis Larsen' }), 'Welcome aboard{Enter}')
    await within(await screen.findByRole('log')).findByText('Welcome aboard')
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('link')[0]!.textContent).toMatch(/^Mathis/))
  })

  it('says so when the contact in the URL does not exist', async () => {
    render('/apps/chat?contact=99')
    expect(await screen.findByText('This contact does not exist', {}, { timeout: 8000 })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /Message to/ })).toBeNull()
  })

  it('filters chats and contacts by name', async () => {
    const { user } = render()
    await chatList()
    await user.type(screen.getByRole('searchbox', { name: 'Search for a contact' }), 'adèle')
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('link')).toHaveLength(1))
    expect(within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('link')).toHaveLength(1)
    await user.clear(screen.getByRole('searchbox', { name: 'Search for a contact' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search for a contact' }), 'zzz')
    expect(await screen.findByText('No chats found', {}, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText('No contacts found')).toBeTruthy()
  })

  it('saves my status, about and settings from my profile (stored), and refuses a too long about', async () => {
    const { user } = render()
    await chatList()
    await user.click(screen.getByRole('button', { name: 'My profile (Online)' }))
    const drawer = await screen.findByRole('dialog', { name: 'My profile' })
    const about = within(drawer).getByRole('textbox', { name: 'About' })
    await user.clear(about)
    await user.click(about)
    await user.paste('z'.repeat(501))
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await within(drawer).findByText('Text too long')).toBeTruthy()
    expect((await stored()).profileUser.about).not.toMatch(/^z+$/)

    await user.clear(about)
    await user.type(about, 'In meetings until noon')
    await user.click(within(drawer).getByRole('radio', { name: 'Do not disturb' }))
    await user.click(within(drawer).getByRole('switch', { name: 'Notifications' }))
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your profile is saved')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My profile' })).toBeNull())
    expect((await stored()).profileUser).toMatchObject({
      about: 'In meetings until noon',
      status: 'busy',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true },
    })
    expect(await screen.findByRole('button', { name: 'My profile (Do not disturb)' })).toBeTruthy()
  })

  it('at tablet width the chat list is a drawer, opened from the empty state and the header', async () => {
    wide = false
    try {
      const { user } = render('/apps/chat', 'fr')
      await user.click(await screen.findByRole('button', { name: 'Choisir un contact' }, { timeout: 8000 }))
      const drawer = await screen.findByRole('dialog', { name: 'Discussions et contacts' })
      await user.click(within(drawer).getAllByRole('link', { name: /Félix Moreau/ })[0]!)
      await screen.findByRole('log', { name: 'Messages avec Félix Moreau' }, { timeout: 8000 })
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discussions et contacts' })).toBeNull())
      await user.click(screen.getByRole('button', { name: 'Ouvrir les discussions' }))
      expect(await screen.findByRole('dialog', { name: 'Discussions et contacts' })).toBeTruthy()
    } finally {
      wide = true
    }
  })

  it('signs out from my profile: the session ends and the sign-in page opens (last: it ends the session)', async () => {
    const { user, location } = render()
    await chatList()
    await user.click(screen.getByRole('button', { name: /^My profile/ }))
    const drawer = await screen.findByRole('dialog', { name: 'My profile' })
    await user.click(within(drawer).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(location().pathname).toBe('/login'))
    expect(session.isLoggedIn()).toBe(false)
  })
})
