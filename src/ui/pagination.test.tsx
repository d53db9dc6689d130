// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { pageItems, Pagination } from './pagination'

describe('pageItems', () => {
  it('keeps both ends, the neighbours of the current page, and ellipses for gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10])
    expect(pageItems(6, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 10])
    expect(pageItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10])
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(1, 0)).toEqual([])
    expect(pageItems(50, 100, 2)).toEqual([1, 'start-ellipsis', 48, 49, 50, 51, 52, 'end-ellipsis', 100])
  })
})

describe('Pagination', () => {
  it('labels every button, marks the current page and disables first/previous on page 1', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Pagination page={1} pageCount={12} onChange={onChange} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(nav).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['', '', '1', '2', '3', '4', '5', '12', '', ''])
    await user.click(screen.getByRole('button', { name: 'Page 12' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onChange.mock.calls).toEqual([[12], [2]])
  })

  it('disables next/last on the last page and speaks Arabic in RTL', () => {
    renderWithProviders(<Pagination page={3} pageCount={3} onChange={() => {}} />, { language: 'ar' })
    expect((screen.getByRole('button', { name: 'الصفحة التالية' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'الصفحة الأخيرة' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'الصفحة 3' }).getAttribute('aria-current')).toBe('page')
    expect(document.documentElement.dir).toBe('rtl')
  })
})
