// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { HtmlView } from './html-view'
import { RichTextField } from './rich-text-field'

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
if (typeof document !== 'undefined') {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  document.elementFromPoint ??= () => null
}

function Host({ initial = '<p>Hello world</p>', onHtml }: { initial?: string; onHtml?: (html: string) => void }) {
  const [html, setHtml] = useState(initial)
  return (
    <>
      <RichTextField
        label="Body"
        value={html}
        placeholder="Write something"
        onChange={(v) => {
          setHtml(v)
          onHtml?.(v)
        }}
        error={html === '' ? 'Required' : undefined}
      />
      <HtmlView html={html} data-testid="view" />
    </>
  )
}

describe('RichTextField', () => {
  it('loads TipTap lazily, names the editor by its label, formats with the toolbar and gives HTML out', async () => {
    const onHtml = vi.fn()
    const { user } = renderWithProviders(<Host onHtml={onHtml} />)
    const editor = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 8000 })
    expect(editor.getAttribute('contenteditable')).toBe('true')
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy()
    await user.click(editor)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: 'Bold' }))
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<p dir="auto"><strong>Hello world</strong></p>'))
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Center' }))
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<p dir="auto" align="center"><strong>Hello world</strong></p>'))
    await user.click(screen.getByRole('button', { name: 'Right to left' }))
    await waitFor(() => expect(onHtml.mock.lastCall?.[0]).toMatch(/dir="rtl"/))
    // The viewer keeps alignment and direction through the sanitiser.
    const view = screen.getByTestId('view')
    expect(view.querySelector('p[align="center"][dir="rtl"] strong')?.textContent).toBe('Hello world')
  })

  it('links only safe addresses; an emptied editor reports "" and the error is announced', async () => {
    const onHtml = vi.fn()
    const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce('javascript:alert(1)').mockReturnValueOnce('https://example.com')
    const { user } = renderWithProviders(<Host onHtml={onHtml} />)
    const editor = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 8000 })
    await user.click(editor)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: 'Link' }))
    expect(onHtml).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Link' }))
    await waitFor(() => expect(onHtml.mock.lastCall?.[0]).toMatch(/<a [^>]*href="https:\/\/example.com"/))
    prompt.mockRestore()
    await user.click(editor)
    await user.keyboard('{Control>}a{/Control}{Backspace}')
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith(''))
    expect(editor.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(editor.getAttribute('aria-describedby')!)?.textContent).toBe('Required')
  })

  it('read-only shows the sanitised HTML without a toolbar or TipTap', () => {
    renderWithProviders(<RichTextField label="Body" value={'<p>Hi</p><script>alert(1)</script>'} readOnly />)
    const box = screen.getByRole('textbox', { name: 'Body' })
    expect(box.getAttribute('aria-readonly')).toBe('true')
    expect(box.innerHTML).toBe('<p>Hi</p>')
    expect(screen.queryByRole('toolbar')).toBeNull()
  })
})
