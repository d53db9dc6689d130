// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { watchMissingKeys } from '@/testing/missing-keys'
import { renderWithProviders } from '@/testing/render'
import DialogExamplesPage from './pages/dialog-examples-page'

// input-otp looks for password-manager badges with elementFromPoint, which jsdom lacks.
document.elementFromPoint ??= () => null

type User = ReturnType<typeof renderWithProviders>['user']
const TITLES = [
  'Share project',
  'Add new card',
  'Pricing',
  'Refer & earn',
  'Add new address',
  'Create app',
  'Two-factor authentication',
  'Edit user information',
  'Payment providers',
  'Add payment methods',
]
const showButton = (title: string) => screen.getByRole('button', { name: `Show ${title}` })

/** Opens a dialog from the keyboard: Tab to its button, Enter. */
async function openByKeyboard(user: User, title: string) {
  const button = showButton(title)
  button.focus()
  await user.keyboard('{Enter}')
  return screen.findByRole('dialog')
}
async function closeWithEscape(user: User, title: string) {
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(showButton(title))
}
const alerts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('alert')
    .map((a) => a.textContent)

let missing: ReturnType<typeof watchMissingKeys> | undefined
afterEach(() => missing?.stop())

describe('dialog examples', () => {
  it('shows the ten dialogs; each opens from the keyboard, closes with Escape and gives the focus back', async () => {
    const { user } = renderWithProviders(<DialogExamplesPage />)
    for (const title of TITLES) {
      const dialog = await openByKeyboard(user, title)
      expect(
        within(dialog).getByRole('heading', { level: 2, name: title === 'Create app' ? title : new RegExp(title.replace(/[&]/g, '\\$&')) }),
      ).toBeTruthy()
      await closeWithEscape(user, title)
    }
  })

  it.each([
    [
      'Share project',
      'Invite',
      ['Enter a valid email address'],
      async (user: User, d: HTMLElement) => user.type(within(d).getByLabelText('Add a member (email)'), 'ana@example.com'),
      'Invitation sent to ana@example.com',
    ],
    [
      'Add new card',
      'Submit',
      ['Invalid card number (13 to 19 digits)', 'This field is required', 'Use MM/YY', '3 or 4 digits'],
      async (user: User, d: HTMLElement) => {
        await user.type(within(d).getByLabelText('Card number'), '4242 4242 4242 4242')
        await user.type(within(d).getByLabelText('Name on card'), 'Ana Lopez')
        await user.type(within(d).getByLabelText('Expiry date'), '12/30')
        await user.type(within(d).getByLabelText('CVV code'), '123')
      },
      'Card ending in 4242 added',
    ],
    [
      'Refer & earn',
      'Send',
      ['This field is required'],
      async (user: User, d: HTMLElement) => user.type(within(d).getByLabelText("Your friend's email"), 'bo@example.com'),
      'Invitation sent to bo@example.com',
    ],
    [
      'Add new address',
      'Submit',
      [
        'This field is required',
        'This field is required',
        'This field is required',
        'This field is required',
        'This field is required',
        'Invalid zip code',
      ],
      async (user: User, d: HTMLElement) => {
        await user.click(within(d).getByRole('radio', { name: /Office/ }))
        for (const [label, value] of [
          ['First name', 'Ana'],
          ['Last name', 'Lopez'],
          ['Address line 1', '1 rue de Rivoli'],
          ['City', 'Paris'],
          ['Zip code', '75001'],
        ])
          await user.type(within(d).getByLabelText(label!), value!)
        await user.selectOptions(within(d).getByLabelText('Country'), 'France')
      },
      'Address in Paris added',
    ],
    [
      'Edit user information',
      'Submit',
      ['This field is required', 'Enter a valid email address'],
      async (user: User, d: HTMLElement) => {
        await user.type(within(d).getByLabelText('First name'), 'Ana')
        await user.type(within(d).getByLabelText('Email'), 'ana@example.com')
      },
      'Details of Ana Lopez validated',
      async (user: User, d: HTMLElement) => {
        await user.clear(within(d).getByLabelText('First name'))
        await user.clear(within(d).getByLabelText('Email'))
        await user.type(within(d).getByLabelText('Email'), 'nope')
      },
    ],
  ] as const)(
    '%s refuses invalid input with messages, then confirms and closes',
    async (title, submit, messages, fill, done, spoil?: (user: User, d: HTMLElement) => Promise<void>) => {
      const { user } = renderWithProviders(<DialogExamplesPage />)
      const dialog = await openByKeyboard(user, title)
      if (spoil) await spoil(user, dialog)
      if (title === 'Share project') await user.type(within(dialog).getByLabelText('Add a member (email)'), 'nope')
      await user.click(within(dialog).getByRole('button', { name: submit }))
      await waitFor(() => expect(alerts(dialog)).toEqual(messages))
      if (title === 'Share project') await user.clear(within(dialog).getByLabelText('Add a member (email)'))
      await fill(user, dialog)
      await user.click(within(dialog).getByRole('button', { name: submit }))
      expect((await screen.findByRole('status')).textContent).toContain(done)
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(document.activeElement).toBe(showButton(title))
    },
  )

  it('create app: the Stepper refuses an invalid step, then submits after the five steps', async () => {
    const { user } = renderWithProviders(<DialogExamplesPage />)
    const d = await openByKeyboard(user, 'Create app')
    const next = () => user.click(within(d).getByRole('button', { name: 'Next' }))
    await next()
    expect(alerts(d)).toEqual(['This field is required'])
    await user.type(within(d).getByLabelText('Application name'), 'Atlas{Enter}')
    await user.click(await within(d).findByRole('radio', { name: 'Vue' }))
    await next()
    await next()
    expect(alerts(d)).toEqual(['This field is required'])
    await user.type(within(d).getByLabelText('Database name'), 'atlas_db')
    await next()
    await user.type(within(d).getByLabelText('Card number'), '4242424242424242')
    await user.type(within(d).getByLabelText('Name on card'), 'Ana Lopez')
    await user.type(within(d).getByLabelText('Expiry date'), '1/30')
    await user.type(within(d).getByLabelText('CVV code'), '123')
    await next()
    expect(alerts(d)).toEqual(['Use MM/YY'])
    await user.clear(within(d).getByLabelText('Expiry date'))
    await user.type(within(d).getByLabelText('Expiry date'), '01/30')
    await next()
    expect(within(d).getByText('CRM application · Vue · Firebase')).toBeTruthy()
    await user.click(within(d).getByRole('button', { name: 'Submit' }))
    expect((await screen.findByRole('status')).textContent).toContain('App “Atlas” created (demo)')
  })

  it('two-factor by SMS: a valid phone number, then a six-digit code (pasted)', async () => {
    const { user } = renderWithProviders(<DialogExamplesPage />)
    let d = await openByKeyboard(user, 'Two-factor authentication')
    await user.click(within(d).getByRole('radio', { name: /SMS/ }))
    await user.click(within(d).getByRole('button', { name: 'Continue' }))
    d = screen.getByRole('dialog')
    await user.type(within(d).getByLabelText('Phone number'), 'abc')
    await user.click(within(d).getByRole('button', { name: 'Send code' }))
    expect(await within(d).findByText('Enter a valid phone number')).toBeTruthy()
    await user.clear(within(d).getByLabelText('Phone number'))
    await user.type(within(d).getByLabelText('Phone number'), '+33 6 12 34 56 78{Enter}')
    expect(await within(d).findByText('Code sent to +33 6 12 34 56 78')).toBeTruthy()
    await user.click(within(d).getByRole('button', { name: 'Verify' }))
    expect(await within(d).findByText('Enter the 6 digits of the code')).toBeTruthy()
    await user.click(within(d).getByLabelText('6-digit code'))
    await user.paste('123456')
    await user.click(within(d).getByRole('button', { name: 'Verify' }))
    expect((await screen.findByRole('status')).textContent).toContain('Two-factor authentication enabled (demo)')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it.each(['fr', 'en', 'ar'] as const)('renders the page and every dialog in %s with no missing translation key', async (language) => {
    missing = watchMissingKeys()
    const { user } = renderWithProviders(<DialogExamplesPage />, { language })
    const buttons = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-haspopup') === 'dialog')
    expect(buttons).toHaveLength(10)
    for (const button of buttons) {
      await user.click(button)
      await screen.findByRole('dialog')
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }
    expect(missing.keys).toEqual([])
  })
})
