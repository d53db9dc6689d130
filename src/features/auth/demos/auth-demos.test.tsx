// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { watchMissingKeys } from '@/testing/missing-keys'
import { renderWithProviders } from '@/testing/render'
import AuthDemoPage from './auth-demo-page'
import RegisterMultiStepsPage from './register-multi-steps-page'

// input-otp looks for password-manager badges with elementFromPoint, which jsdom lacks.
document.elementFromPoint ??= () => null

const VARIANTS = ['v1', 'v2'] as const
type User = ReturnType<typeof renderWithProviders>['user']
const submit = (user: User, name: RegExp) => user.click(screen.getByRole('button', { name }))
const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent)
const confirmed = async (text: RegExp) =>
  expect((await screen.findAllByRole('status')).some((s) => text.test(s.textContent ?? ''))).toBe(true)

/** Per screen: what an invalid try shows, how to fill the form validly, what confirms it. */
const CASES = {
  login: {
    invalid: async (user: User) => {
      await user.type(screen.getByLabelText('Email'), 'not-an-email')
      await submit(user, /^sign in$/i)
      return ['Enter a valid email address', 'This field is required']
    },
    valid: async (user: User) => {
      await user.clear(screen.getByLabelText('Email'))
      await user.type(screen.getByLabelText('Email'), 'ana@example.com')
      await user.type(screen.getByLabelText('Password'), 'secret')
      await submit(user, /^sign in$/i)
    },
    done: /valid credentials for ana@example\.com.*no session/i,
  },
  register: {
    invalid: async (user: User) => {
      await user.type(screen.getByLabelText('Username'), 'a')
      await submit(user, /sign up/i)
      return ['At least 3 characters', 'This field is required', 'At least 6 characters', 'Accept the privacy policy & terms']
    },
    valid: async (user: User) => {
      await user.type(screen.getByLabelText('Username'), 'ana')
      await user.type(screen.getByLabelText('Email'), 'ana@example.com')
      await user.type(screen.getByLabelText('Password'), 'secret1')
      await user.click(screen.getByRole('checkbox', { name: /privacy policy/i }))
      await submit(user, /sign up/i)
    },
    done: /valid registration for ana@example\.com.*no account/i,
  },
  forgotPassword: {
    invalid: async (user: User) => {
      await submit(user, /send reset link/i)
      return ['This field is required']
    },
    valid: async (user: User) => {
      await user.type(screen.getByLabelText('Email'), 'ana@example.com')
      await submit(user, /send reset link/i)
    },
    done: /ana@example\.com/,
  },
  resetPassword: {
    invalid: async (user: User) => {
      await user.type(screen.getByLabelText('New password'), 'abcdefgh')
      await user.type(screen.getByLabelText('Confirm password'), 'abcdefgh')
      await submit(user, /set new password/i)
      return ['Use at least one digit']
    },
    valid: async (user: User) => {
      await user.clear(screen.getByLabelText('New password'))
      await user.type(screen.getByLabelText('New password'), 'abcdefg1')
      await user.clear(screen.getByLabelText('Confirm password'))
      await user.type(screen.getByLabelText('Confirm password'), 'abcdefg2')
      await submit(user, /set new password/i)
      expect(await screen.findByText('The passwords do not match')).toBeTruthy()
      await user.clear(screen.getByLabelText('Confirm password'))
      await user.type(screen.getByLabelText('Confirm password'), 'abcdefg1')
      await submit(user, /set new password/i)
    },
    done: /valid new password/i,
  },
  twoSteps: {
    invalid: async (user: User) => {
      await user.type(screen.getByLabelText(/6-digit security code/i), '123')
      await submit(user, /verify my account/i)
      return ['Enter the 6 digits of the code']
    },
    valid: async (user: User) => {
      const input = screen.getByLabelText(/6-digit security code/i)
      await user.clear(input)
      await user.click(input)
      await user.paste('12 34 56')
      expect((input as HTMLInputElement).value).toBe('123456')
      await submit(user, /verify my account/i)
    },
    done: /code verified/i,
  },
} as const

describe.each(VARIANTS)('authentication demos %s', (variant) => {
  it.each(Object.keys(CASES) as (keyof typeof CASES)[])(
    '%s refuses invalid input with messages, then confirms valid input on screen',
    async (screenName) => {
      const c = CASES[screenName]
      const { user, container } = renderWithProviders(<AuthDemoPage screen={screenName} variant={variant} />)
      expect(container.querySelector(`[data-variant="${variant}"]`)).not.toBeNull()
      const expected = await c.invalid(user)
      await screen.findAllByRole('alert')
      expect(alerts()).toEqual(expected)
      await c.valid(user)
      await confirmed(c.done)
      expect(document.cookie).not.toMatch(/token/i)
      expect(localStorage.length + sessionStorage.length).toBe(0)
    },
  )

  it('verify email: skip for now leads to the login demo, resend confirms', async () => {
    const { user } = renderWithProviders(<AuthDemoPage screen="verifyEmail" variant={variant} />)
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe(`/pages/authentication/login-${variant}`)
    await user.click(screen.getByRole('button', { name: 'Resend' }))
    await confirmed(/sent again/i)
  })

  it('links the demos of the same layout (forgot, register)', () => {
    renderWithProviders(<AuthDemoPage screen="login" variant={variant} />)
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      `/pages/authentication/forgot-password-${variant}`,
    )
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/pages/authentication/register-${variant}`)
  })
})

describe('translations', () => {
  let missing: ReturnType<typeof watchMissingKeys> | undefined
  afterEach(() => missing?.stop())
  const SCREENS = ['login', 'register', 'forgotPassword', 'resetPassword', 'twoSteps', 'verifyEmail'] as const

  it.each(['fr', 'en', 'ar'] as const)('every demo renders in %s with no missing translation key', (language) => {
    missing = watchMissingKeys()
    for (const variant of VARIANTS)
      for (const s of SCREENS) renderWithProviders(<AuthDemoPage screen={s} variant={variant} />, { language }).unmount()
    renderWithProviders(<RegisterMultiStepsPage />, { language }).unmount()
    expect(missing.keys).toEqual([])
  })
})

describe('register multi-steps', () => {
  it('refuses each invalid step, then confirms the three steps', async () => {
    const { user } = renderWithProviders(<RegisterMultiStepsPage />)
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }))
    await next()
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0)
    await user.type(screen.getByLabelText('Username'), 'ana')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.type(screen.getByLabelText('Confirm password'), 'secret2')
    await next()
    expect(await screen.findByText('The passwords do not match')).toBeTruthy()
    await user.clear(screen.getByLabelText('Confirm password'))
    await user.type(screen.getByLabelText('Confirm password'), 'secret1')
    await next()
    expect(await screen.findByLabelText('First name')).toBeTruthy()
    await next()
    expect(alerts()).toContain('4 to 10 digits')
    for (const [label, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Lopez'],
      ['Mobile', '+33 6 12 34 56 78'],
      ['Pincode', '75001'],
      ['Address', '1 rue de Rivoli'],
      ['City', 'Paris'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value)
    }
    await user.selectOptions(screen.getByLabelText('State'), 'California')
    await next()
    const plan = await screen.findByRole('group', { name: 'Plan' })
    await user.click(within(plan).getByRole('radio', { name: /Enterprise/ }))
    await user.type(screen.getByLabelText('Card number'), '4242 4242')
    await user.type(screen.getByLabelText('Name on card'), 'Ana Lopez')
    await user.type(screen.getByLabelText('Expiry date'), '13/30')
    await user.type(screen.getByLabelText('CVV code'), '12')
    await submit(user, /sign up/i)
    expect(await screen.findByText('Invalid card number (13 to 19 digits)')).toBeTruthy()
    expect(alerts()).toEqual(expect.arrayContaining(['Use MM/YY', '3 or 4 digits']))
    await user.type(screen.getByLabelText('Card number'), ' 4242 4242')
    await user.clear(screen.getByLabelText('Expiry date'))
    await user.type(screen.getByLabelText('Expiry date'), '12/30')
    await user.type(screen.getByLabelText('CVV code'), '3')
    await submit(user, /sign up/i)
    await confirmed(/valid registration for ana@example\.com/i)
  })
})
