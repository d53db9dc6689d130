// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Fragment } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { IconButton } from './icon-button'
import { Menu, MenuButton, MenuItem, MenuPanel } from './menu'
import { MountOnIntent } from './mount-on-intent'

let mounts = 0
function Probe() {
  mounts++
  return null
}

function ThemeMenu() {
  const button = (
    <IconButton label="Theme" data-testid="theme" aria-haspopup="menu">
      <svg />
    </IconButton>
  )
  return (
    <MountOnIntent button={button}>
      {() => (
        <Menu>
          <Probe />
          <MenuButton as={Fragment}>{button}</MenuButton>
          <MenuPanel>
            <MenuItem onClick={() => undefined}>Light</MenuItem>
            <MenuItem onClick={() => undefined}>Dark</MenuItem>
          </MenuPanel>
        </Menu>
      )}
    </MountOnIntent>
  )
}

describe('MountOnIntent', () => {
  afterEach(cleanup)

  it('shows a plain button with the same name and test id, and no menu, until reached for', () => {
    mounts = 0
    render(<ThemeMenu />)
    const button = screen.getByRole('button', { name: 'Theme' })
    expect(button.getAttribute('data-testid')).toBe('theme')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(mounts).toBe(0)
  })

  it('the pointer over it mounts the menu; the click then opens it', async () => {
    mounts = 0
    render(<ThemeMenu />)
    const user = userEvent.setup()
    await user.hover(screen.getByRole('button', { name: 'Theme' }))
    expect(mounts).toBeGreaterThan(0)
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Theme' }))
    await waitFor(() => expect(screen.getByRole('menu')).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Theme' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('a click on the placeholder (no hover: touch, a script) mounts and opens it', async () => {
    render(<ThemeMenu />)
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Theme' }), { detail: 1 }))
    await waitFor(() => expect(screen.getByRole('menu')).toBeTruthy())
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Light', 'Dark'])
  })

  it('by keyboard: Enter or ArrowDown on the placeholder opens the menu with its first item active', async () => {
    for (const key of ['{Enter}', '{ArrowDown}']) {
      render(<ThemeMenu />)
      const user = userEvent.setup()
      await user.tab()
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Theme' }))
      await user.keyboard(key)
      await waitFor(() => expect(screen.getByRole('menu')).toBeTruthy())
      await waitFor(() => {
        const active = screen.getByRole('menu').getAttribute('aria-activedescendant')
        expect(active && document.getElementById(active)?.textContent).toBe('Light')
      })
      cleanup()
    }
  })
})
