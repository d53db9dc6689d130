// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import type { EmailListResponse } from '@/api/contracts/email'
import { ContactForm } from './contact-form'
import { NewsletterForm } from './newsletter-form'

setupMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

describe('landing contact form', () => {
  it('refuses an invalid message, then stores a valid one in the inbox and confirms on screen', async () => {
    const { user } = renderWithProviders(<ContactForm />, { language: 'en', queryClient: client() })
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }))
    expect(screen.getByLabelText(/Full name/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('status')).toBeNull()
    await user.type(screen.getByLabelText(/Full name/), 'Camille Martin')
    await user.type(screen.getByLabelText(/E-mail address/), 'camille@example.com')
    await user.type(screen.getByLabelText(/Message/), 'A question about the offline mode.')
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }))
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toBe(
      'Thank you: your message is sent. We will answer you by e-mail.',
    )
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('')
    const inbox = (await call<EmailListResponse>('/apps/email', { query: { filter: 'inbox', q: 'Camille Martin' } })).body
    expect(inbox.emails.some((e) => e.subject === 'Contact: Camille Martin' && e.from.email === 'camille@example.com')).toBe(true)
  }, 30_000)
})

describe('footer newsletter form', () => {
  it('subscribes a valid address and says so (French)', async () => {
    const { user } = renderWithProviders(<NewsletterForm />, { language: 'fr', queryClient: client() })
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'ines@example')
    await user.click(screen.getByRole('button', { name: "S'abonner" }))
    expect(screen.queryByRole('status')).toBeNull()
    await user.type(screen.getByLabelText('Votre adresse e-mail'), '.com')
    await user.click(screen.getByRole('button', { name: "S'abonner" }))
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toBe('Vous êtes inscrit à la lettre d’information.')
    expect((await call('/pages/newsletter', { method: 'POST', body: { email: 'ines@example.com' } })).status).toBe(200)
  }, 30_000)
})
