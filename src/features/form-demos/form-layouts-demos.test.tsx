// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { demoCard, demoCount } from '@/testing/demo-cards'
import FormLayoutsPage from './pages/form-layouts-page'

const REQUIRED = 'This field is required.'

describe('form layouts demos', () => {
  it('shows the eleven demos of SCREENS.md', () => {
    renderWithProviders(<FormLayoutsPage />, { language: 'en' })
    expect(demoCount()).toBe(11)
  })

  it('the horizontal form with icons validates with zod and says when it is sent', async () => {
    const { user } = renderWithProviders(<FormLayoutsPage />, { language: 'en' })
    const card = demoCard('Horizontal form with icons')
    await user.click(card.getByRole('button', { name: 'Submit' }))
    expect(card.getAllByRole('alert').map((a) => a.textContent)).toEqual([REQUIRED, REQUIRED, REQUIRED, REQUIRED])
    expect(card.getByRole('status').textContent).toBe('')
    await user.type(card.getByLabelText(/Full name/), 'Camille Martin')
    await user.type(card.getByLabelText(/Email/), 'camille@example.com')
    await user.type(card.getByLabelText(/Phone/), 'abc')
    await user.type(card.getByLabelText(/Password/), 'short')
    await user.click(card.getByRole('button', { name: 'Submit' }))
    expect(card.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Enter a valid phone number.', 'At least 8 characters.'])
    await user.clear(card.getByLabelText(/Phone/))
    await user.type(card.getByLabelText(/Phone/), '+33 6 12 34 56 78')
    await user.type(card.getByLabelText(/Password/), '-enough')
    await user.click(card.getByRole('button', { name: 'Submit' }))
    expect(card.queryByRole('alert')).toBeNull()
    expect(card.getByRole('status').textContent).toBe('Sent: every field is valid.')
    await user.click(card.getByRole('button', { name: 'Reset' }))
    expect(card.getByLabelText<HTMLInputElement>(/Full name/).value).toBe('')
    expect(card.getByRole('status').textContent).toBe('')
  })

  it('the form with tabs shows the tab of the first invalid field', async () => {
    const { user } = renderWithProviders(<FormLayoutsPage />, { language: 'en' })
    const card = demoCard('Form with tabs')
    await user.type(card.getByLabelText(/First name/), 'Camille')
    await user.type(card.getByLabelText(/Last name/), 'Martin')
    await user.click(card.getByRole('button', { name: 'Submit' }))
    expect(card.getByRole('tab', { name: 'Account details' }).getAttribute('aria-selected')).toBe('true')
    expect(card.getAllByRole('alert').map((a) => a.textContent)).toEqual([REQUIRED, REQUIRED])
    await user.type(card.getByLabelText(/Username/), 'camille_m')
    await user.type(card.getByLabelText(/Email/), 'camille@example.com')
    await user.click(card.getByRole('button', { name: 'Submit' }))
    expect(card.getByRole('status').textContent).toBe('Sent: every field is valid.')
    await user.click(card.getByRole('tab', { name: 'Personal info' }))
    expect(card.getByLabelText<HTMLInputElement>(/First name/).value).toBe('Camille')
  })

  it('sticky actions at the bottom: the bar follows the fields and refuses a bad web address (French)', async () => {
    const { user } = renderWithProviders(<FormLayoutsPage />, { language: 'fr' })
    const card = demoCard('Actions fixes en bas')
    const form = card.getByRole('form', { name: 'Profil' })
    expect(form.lastElementChild!.className).toContain('bottom-0')
    await user.type(card.getByLabelText(/Prénom/), 'Camille')
    await user.type(card.getByLabelText(/^Nom/), 'Martin')
    await user.type(card.getByLabelText(/E-mail/), 'camille@example.com')
    await user.type(card.getByLabelText(/Site web/), 'javascript:alert(1)')
    await user.click(card.getByRole('button', { name: 'Envoyer' }))
    expect(card.getByRole('alert').textContent).toBe('Saisissez une adresse web valide (http ou https).')
    await user.clear(card.getByLabelText(/Site web/))
    await user.click(card.getByRole('button', { name: 'Envoyer' }))
    expect(card.getByRole('status').textContent).toBe('Envoyé : tous les champs sont valides.')
  })
})
