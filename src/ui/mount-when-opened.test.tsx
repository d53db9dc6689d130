// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MountWhenOpened } from './mount-when-opened'

let renders = 0
function Costly({ open }: { open: boolean }) {
  renders++
  return <p data-testid="costly">{open ? 'open' : 'closed'}</p>
}

describe('MountWhenOpened', () => {
  afterEach(cleanup)

  it('renders nothing until first opened, then keeps its children mounted when closed again', () => {
    renders = 0
    const { rerender } = render(
      <MountWhenOpened open={false}>
        <Costly open={false} />
      </MountWhenOpened>,
    )
    expect(screen.queryByTestId('costly')).toBeNull()
    expect(renders).toBe(0)
    rerender(
      <MountWhenOpened open>
        <Costly open />
      </MountWhenOpened>,
    )
    expect(screen.getByTestId('costly').textContent).toBe('open')
    rerender(
      <MountWhenOpened open={false}>
        <Costly open={false} />
      </MountWhenOpened>,
    )
    // Still there, closed: its closing transition and its state survive.
    expect(screen.getByTestId('costly').textContent).toBe('closed')
  })
})
