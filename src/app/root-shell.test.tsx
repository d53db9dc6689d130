// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '@/i18n'
import { RootShell } from './root-shell'

describe('route scroll', () => {
  afterEach(() => vi.restoreAllMocks())

  it('leaves the first screen where the document loaded it (no forced layout), then scrolls to the top on each new page', async () => {
    await initI18n('en')
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = createMemoryRouter(
      [
        {
          element: <RootShell />,
          children: [
            { path: '/a', element: <p>page a</p> },
            { path: '/b', element: <p>page b</p> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    )
    render(<RouterProvider router={router} />)
    expect(await screen.findByText('page a')).toBeTruthy()
    expect(scrollTo).not.toHaveBeenCalled()
    await act(() => router.navigate('/b'))
    expect(screen.getByText('page b')).toBeTruthy()
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
  })
})
