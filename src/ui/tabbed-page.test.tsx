// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { TabbedPage, tabOf } from './tabbed-page'

afterEach(cleanup)

const TABS = ['one', 'two'] as const
const tabs = TABS.map((k) => ({ key: k, label: `Tab ${k}`, to: `/page/${k}` }))

describe('TabbedPage', () => {
  it('renders the header, a link per tab (the URL one current) and only the given panel', () => {
    render(
      <MemoryRouter initialEntries={['/page/two']}>
        <TabbedPage label="Sections" tabs={tabs} header={<h1>Header</h1>}>
          <p>Panel two</p>
        </TabbedPage>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Header' })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Sections' })
    expect(nav.querySelectorAll('a')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Tab two' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Tab one' }).getAttribute('aria-current')).toBeNull()
    expect(screen.getByText('Panel two')).toBeTruthy()
  })

  it('marks `active` current when the tab lives in a query parameter', () => {
    render(
      <MemoryRouter initialEntries={['/page']}>
        <TabbedPage label="Sections" tabs={TABS.map((k) => ({ key: k, label: `Tab ${k}`, to: `/page?tab=${k}` }))} active="two">
          <p>Panel</p>
        </TabbedPage>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Tab two' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Tab one' }).getAttribute('aria-current')).toBeNull()
  })

  it('tabOf answers a known tab or undefined', () => {
    expect(tabOf(TABS, 'two')).toBe('two')
    expect(tabOf(TABS, 'three')).toBeUndefined()
    expect(tabOf(TABS, null)).toBeUndefined()
  })
})
