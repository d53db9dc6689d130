// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { MessageComposer } from './message-composer'

const box = () => screen.getByRole('textbox', { name: 'Message to Adèle Nguyen' }) as HTMLTextAreaElement

function setup(onSend: (message: string) => Promise<unknown> = () => Promise.resolve()) {
  const send = vi.fn(onSend)
  const view = renderWithProviders(<MessageComposer recipient="Adèle Nguyen" onSend={send} />)
  return { ...view, send }
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const { user, send } = setup()
    await user.type(box(), '  See you at 3  {Enter}')
    expect(send).toHaveBeenCalledExactlyOnceWith('See you at 3')
    await waitFor(() => expect(box().value).toBe(''))
  })

  it('starts a new line on Shift+Enter without sending', async () => {
    const { user, send } = setup()
    await user.type(box(), 'first{Shift>}{Enter}{/Shift}second')
    expect(send).not.toHaveBeenCalled()
    expect(box().value).toBe('first\nsecond')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(send).toHaveBeenCalledExactlyOnceWith('first\nsecond')
    await waitFor(() => expect(document.activeElement).toBe(box()))
  })

  it('refuses an empty or blank message with a reason, and sends nothing', async () => {
    const { user, send } = setup()
    await user.type(box(), '{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Write a message before sending it')
    expect(box().getAttribute('aria-invalid')).toBe('true')
    await user.type(box(), '   {Enter}')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(send).not.toHaveBeenCalled()
    await user.type(box(), 'x')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses a message over 2,000 characters (the contract)', async () => {
    const { user, send } = setup()
    await user.click(box())
    await user.paste('y'.repeat(2001))
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Text too long')
    expect(send).not.toHaveBeenCalled()
  })

  it('keeps the text when sending failed', async () => {
    const { user, send } = setup(() => Promise.reject(new Error('offline')))
    await user.type(box(), 'Still there?{Enter}')
    expect(send).toHaveBeenCalledOnce()
    expect(box().value).toBe('Still there?')
  })

  it('is labelled in French and Arabic too', () => {
    renderWithProviders(<MessageComposer recipient="Adèle" onSend={() => Promise.resolve()} />, { language: 'fr' })
    expect(screen.getByRole('textbox', { name: 'Message à Adèle' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy()
  })
})
