// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import WizardCreateDealPage from './pages/wizard-create-deal-page'
import WizardPropertyListingPage from './pages/wizard-property-listing-page'

const REQUIRED = 'This field is required.'
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
const step = (name: string) => within(screen.getAllByRole('group', { name })[0]!) // the step's fieldset (before a group of the same name)

describe('create-deal wizard example', () => {
  it('validates each step (offered items, cart condition, promotion fee, confirmation) and creates the deal', async () => {
    const { user } = renderWithProviders(<WizardCreateDealPage />, { language: 'en' })
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }))
    await next()
    expect(
      step('Deal type')
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([REQUIRED, REQUIRED, REQUIRED])
    await user.click(screen.getByRole('radio', { name: /Flat amount/ }))
    await user.type(screen.getByLabelText('Discount (%)'), '15')
    await user.selectOptions(screen.getByLabelText('Region'), 'europe')
    await next()

    await user.type(step('Deal details').getByLabelText('Deal title'), 'Spring sale')
    await user.type(screen.getByLabelText(/^Deal code/), 'SPRING26')
    await next()
    expect(screen.getByRole('group', { name: 'Deal details' })).toBeTruthy()
    expect(screen.getByText('Choose at least one.')).toBeTruthy()
    expect(errorOf(screen.getByRole('group', { name: 'Cart condition' }))).toBe(REQUIRED)
    await user.type(screen.getByRole('combobox', { name: 'Offered items' }), 'watch')
    await user.click(await screen.findByRole('option', { name: 'Smart watch' }))
    expect(screen.getByRole('button', { name: 'Remove Smart watch' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'The cart holds every offered item' }))
    await user.type(screen.getByLabelText('Start date'), '03/09/2026{Enter}')
    await user.type(screen.getByLabelText('End date'), '03/20/2026{Enter}')
    await next()

    await user.selectOptions(screen.getByLabelText('User type'), 'all')
    await user.type(screen.getByLabelText('Maximum users'), '100')
    await user.type(screen.getByLabelText('Minimum cart amount'), '50')
    await user.type(screen.getByLabelText('Promotion fee (€)'), 'abc')
    await user.selectOptions(screen.getByLabelText('Payment method'), 'card')
    await user.selectOptions(screen.getByLabelText('Status'), 'active')
    await user.click(screen.getByRole('checkbox', { name: 'Limit this discount to one use per customer' }))
    await next()
    expect(errorOf(screen.getByLabelText('Promotion fee (€)'))).toBe('Enter a number.')
    await user.clear(screen.getByLabelText('Promotion fee (€)'))
    await user.type(screen.getByLabelText('Promotion fee (€)'), '9.99')
    await next()

    const review = step('Review & complete')
    expect(review.getByText('Spring sale')).toBeTruthy()
    expect(review.getByText('9.99')).toBeTruthy()
    expect(review.getByText('Mar 9, 2026 to Mar 20, 2026')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create the deal' }))
    expect(review.getByRole('alert').textContent).toBe('Confirm that you have checked the deal.')
    await user.click(review.getByRole('checkbox', { name: 'I have checked the deal details' }))
    await user.click(screen.getByRole('button', { name: 'Create the deal' }))
    expect((await screen.findByRole('status')).textContent).toBe('The deal is created.')
  })
})

describe('property-listing wizard example', () => {
  it('asks for the username and contact, then the property type, state and address; going back keeps them', async () => {
    const { user } = renderWithProviders(<WizardPropertyListingPage />, { language: 'en' })
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('radio', { name: 'Owner' }))
    await user.type(screen.getByLabelText('Full name'), 'Camille Martin')
    await user.type(screen.getByLabelText('Email'), 'camille@example.com')
    await user.type(screen.getByLabelText('Password'), 'long-enough')
    await next()
    expect(errorOf(screen.getByLabelText('Username'))).toBe(REQUIRED)
    expect(errorOf(screen.getByLabelText('Contact phone'))).toBe(REQUIRED)
    await user.type(screen.getByLabelText('Username'), 'camille_m')
    await user.type(screen.getByLabelText('Contact phone'), '+33 6 12 34 56 78')
    await next()

    const property = step('Property details')
    await user.click(property.getByRole('radio', { name: 'Sell' }))
    await user.type(property.getByLabelText('Postcode'), '69001')
    await next()
    expect(errorOf(property.getByLabelText('Property type'))).toBe(REQUIRED)
    expect(errorOf(property.getByLabelText('State'))).toBe(REQUIRED)
    expect(errorOf(property.getByLabelText('Address'))).toBe(REQUIRED)
    expect(errorOf(property.getByLabelText('Landmark'))).toBeUndefined()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('camille_m')
    expect(screen.getByLabelText<HTMLInputElement>('Contact phone').value).toBe('+33 6 12 34 56 78')
  })
})
