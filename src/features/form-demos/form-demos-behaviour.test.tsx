// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupMockApi } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import DataTablePage from './pages/data-table-page'
import FormValidationPage from './pages/form-validation-page'
import FormWizardNumberedPage from './pages/form-wizard-numbered-page'

setupMockApi()
afterEach(() => void vi.restoreAllMocks())

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const card = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('[data-testid="demo-card"]') as HTMLElement

describe('form validation page', () => {
  it('rejects an empty and a malformed form with messages, then accepts a valid one', async () => {
    const { user } = renderWithProviders(<FormValidationPage />, { language: 'en' })
    const simple = within(card('Simple'))
    await user.click(simple.getByRole('button', { name: 'Submit' }))
    expect(simple.getAllByRole('alert').map((a) => a.textContent)).toEqual(['This field is required.', 'This field is required.'])
    await user.type(simple.getByLabelText(/Full name/), 'Camille Martin')
    await user.type(simple.getByLabelText(/Email/), 'camille@')
    await user.click(simple.getByRole('button', { name: 'Submit' }))
    expect(simple.getByRole('alert').textContent).toBe('Enter a valid email address.')
    expect(simple.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true')
    await user.type(simple.getByLabelText(/Email/), 'example.com')
    await user.click(simple.getByRole('button', { name: 'Submit' }))
    expect(simple.queryByRole('alert')).toBeNull()
    expect(simple.getByRole('status').textContent).toBe('Sent: every field is valid.')
  })

  it('reports each rule of the validation types in French', async () => {
    const { user } = renderWithProviders(<FormValidationPage />, { language: 'fr' })
    const types = within(card('Types de validation'))
    await user.type(types.getByLabelText('Entre 10 et 20'), '25')
    await user.type(types.getByLabelText('Entier'), '4.5')
    await user.type(types.getByLabelText('Motif'), 'abc')
    await user.type(types.getByLabelText('Mot de passe'), 'secret-password')
    await user.type(types.getByLabelText('Confirmer le mot de passe'), 'other-password')
    await user.type(types.getByLabelText('Adresse web'), 'javascript:alert(1)')
    await user.click(types.getByRole('button', { name: 'Envoyer' }))
    const errorOf = (label: string) => document.getElementById(types.getByLabelText(label).getAttribute('aria-describedby')!)?.textContent
    expect(errorOf('Entre 10 et 20')).toBe('Saisissez un nombre entre 10 et 20.')
    expect(errorOf('Entier')).toBe('Saisissez un nombre entier.')
    expect(errorOf('Motif')).toBe('Utilisez le format ABC-123.')
    expect(errorOf('Confirmer le mot de passe')).toBe('Les mots de passe ne correspondent pas.')
    expect(errorOf('Adresse web')).toBe('Saisissez une adresse web valide (http ou https).')
    expect(errorOf('Obligatoire')).toBe('Ce champ est obligatoire.')
  })
})

describe('form wizard', () => {
  it('refuses to leave an invalid step and keeps what was typed when going back', async () => {
    const { user } = renderWithProviders(<FormWizardNumberedPage />, { language: 'en' })
    const basic = within(card('Basic'))
    await user.click(basic.getByRole('button', { name: 'Next' }))
    expect(basic.getByRole('group', { name: 'Account details' })).toBeTruthy()
    expect(basic.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true')
    await user.type(basic.getByLabelText('Username'), 'camille_m')
    await user.type(basic.getByLabelText('Email'), 'camille@example.com')
    await user.type(basic.getByLabelText('Password'), 'long-enough')
    await user.type(basic.getByLabelText('Confirm the password'), 'different!')
    await user.click(basic.getByRole('button', { name: 'Next' }))
    expect(basic.getByRole('alert').textContent).toBe('The passwords do not match.')
    await user.clear(basic.getByLabelText('Confirm the password'))
    await user.type(basic.getByLabelText('Confirm the password'), 'long-enough')
    await user.click(basic.getByRole('button', { name: 'Next' }))
    expect(basic.getByRole('group', { name: 'Personal info' })).toBeTruthy()
    await user.click(basic.getByRole('button', { name: 'Back' }))
    expect((basic.getByLabelText('Username') as HTMLInputElement).value).toBe('camille_m')
  })
})

describe('data table page', () => {
  it('the kitchen sink shows the sales of GET /api/pages/datatable, paged by the DataTable', async () => {
    renderWithProviders(<DataTablePage />, { language: 'en', queryClient: client() })
    const sales = await screen.findByRole('table', { name: 'Sales' })
    await within(sales).findAllByRole('button', { name: /^Delete / }, { timeout: 10_000 })
    // The first rows come in the first commit, the others a few a frame (data-table/first-rows.tsx).
    await waitFor(() => expect(within(sales).getAllByRole('button', { name: /^Delete / })).toHaveLength(10))
    expect(within(sales).getAllByRole('row')).toHaveLength(11)
  })
})
