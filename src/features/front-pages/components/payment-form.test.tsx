// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { expiryInFuture, luhnValid } from '../lib/card-validation'
import { PaymentForm } from './payment-form'

/** The clock of these tests: 15 June 2026. */
const now = () => new Date(2026, 5, 15)

function setup() {
  const onValid = vi.fn()
  const view = renderWithProviders(
    <>
      <PaymentForm id="pay" onValid={onValid} now={now} />
      <button type="submit" form="pay">
        Pay
      </button>
    </>,
  )
  const fill = async (label: string, value: string) => {
    const field = screen.getByLabelText(label, { exact: false })
    await view.user.clear(field)
    if (value) await view.user.type(field, value)
  }
  const fillValid = async () => {
    await fill('E-mail address', 'nadia@example.com')
    await fill('Password', 'secret123')
    await fill('Postcode', '69001')
    await fill('Card number', '4242424242424242')
    await fill('Name on card', 'Nadia Benali')
    await fill('Expiry date', '0727')
    await fill('CVV', '123')
  }
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Pay' }))
  const errorOf = (label: string) => screen.getByLabelText(label, { exact: false }).getAttribute('aria-invalid') === 'true'
  return { ...view, onValid, fill, fillValid, submit, errorOf }
}

describe('card checks', () => {
  it('Luhn: accepts valid numbers, refuses a changed digit', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117']) expect(luhnValid(n), n).toBe(true)
    for (const n of ['4242424242424241', '1234567812345678', '42424242x4242424', '']) expect(luhnValid(n), n).toBe(false)
  })

  it('expiry: the current month is still valid, the previous one is not', () => {
    expect(expiryInFuture('06/26', now())).toBe(true)
    expect(expiryInFuture('05/26', now())).toBe(false)
    expect(expiryInFuture('12/2030', now())).toBe(true)
    expect(expiryInFuture('13/30', now())).toBe(false)
  })
})

describe('PaymentForm validation', () => {
  it('submits valid details (number grouped by four, expiry with its slash)', async () => {
    const { fillValid, submit, onValid } = setup()
    await fillValid()
    expect(screen.getByLabelText('Card number', { exact: false })).toHaveProperty('value', '4242 4242 4242 4242')
    expect(screen.getByLabelText('Expiry date', { exact: false })).toHaveProperty('value', '07/27')
    await submit()
    expect(onValid).toHaveBeenCalledTimes(1)
    expect(onValid.mock.calls[0]![0]).toMatchObject({
      method: 'card',
      card: { number: '4242 4242 4242 4242', expiry: '07/27', cvv: '123' },
    })
  })

  it('refuses a card number that fails the checksum', async () => {
    const { fillValid, fill, submit, onValid, errorOf } = setup()
    await fillValid()
    await fill('Card number', '4242424242424241')
    await submit()
    expect(await screen.findByText('Enter a valid card number')).toBeTruthy()
    expect(errorOf('Card number')).toBe(true)
    expect(onValid).not.toHaveBeenCalled()
  })

  it('refuses an expiry in the past and an impossible month', async () => {
    const { fillValid, fill, submit, onValid } = setup()
    await fillValid()
    await fill('Expiry date', '0526')
    await submit()
    expect(await screen.findByText('This card has expired')).toBeTruthy()
    await fill('Expiry date', '1330')
    await submit()
    expect(await screen.findByText('Enter the expiry as MM/YY')).toBeTruthy()
    expect(onValid).not.toHaveBeenCalled()
  })

  it('CVV: 3 digits, 4 for American Express', async () => {
    const { fillValid, fill, submit, onValid } = setup()
    await fillValid()
    await fill('CVV', '12')
    await submit()
    expect(await screen.findByText('Enter the 3-digit code')).toBeTruthy()
    await fill('Card number', '378282246310005')
    await fill('CVV', '123')
    await submit()
    expect(await screen.findByText('Enter the 4-digit code')).toBeTruthy()
    await fill('CVV', '1234')
    await submit()
    expect(onValid).toHaveBeenCalledTimes(1)
  })

  it('required fields are flagged; with PayPal the card is not asked for', async () => {
    const { user, submit, onValid, fill } = setup()
    await submit()
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(5)
    expect(onValid).not.toHaveBeenCalled()
    await user.click(screen.getByRole('radio', { name: 'PayPal' }))
    expect(screen.queryByLabelText('Card number', { exact: false })).toBeNull()
    await fill('E-mail address', 'nadia@example.com')
    await fill('Password', 'secret123')
    await fill('Postcode', '69001')
    await submit()
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ method: 'paypal' }), expect.anything())
  })
})
