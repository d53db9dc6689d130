// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CourseDetails, CourseListResponse } from '@/api/contracts/academy'
import type * as ChartModule from '@/ui/chart'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import CourseDetailsPage from './pages/course-details-page'
import AcademyDashboardPage from './pages/academy-dashboard-page'
import MyCoursePage from './pages/my-course-page'

withMockApi()

// jsdom has no canvas: the charts render as their text alternative (the wrapper's name and summary).
vi.mock('@/ui/chart', async (importOriginal) => ({
  ...(await importOriginal<typeof ChartModule>()),
  Chart: ({ label, summary }: { label: string; summary?: string }) => (
    <div role="img" aria-label={label}>
      {summary}
    </div>
  ),
}))

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const slow = { timeout: 8000 }
const details = async () => (await call<CourseDetails>('/apps/academy/course-details')).body

describe('course details', () => {
  it('shows the course (sanitised description, numbers, instructor) and stores a ticked topic', async () => {
    const { user } = renderWithProviders(<CourseDetailsPage />, { queryClient: client() })
    await screen.findByRole('heading', { level: 1, name: 'UI/UX Basic Fundamentals' }, slow)
    expect(screen.getByText('Research methods that fit a small team')).toBeTruthy()
    expect(screen.getByText('38,815')).toBeTruthy()
    expect(screen.getByText('Lead product designer')).toBeTruthy()
    // The API's English texts (level, language, length) in the page's language.
    expect(['All levels', 'English', '1.2 hr'].map((text) => screen.getAllByText(text).length)).toEqual([1, 1, 1])
    const progress = screen.getByTestId('course-progress')
    // 8 of the 21 topics are done in the seed.
    expect(progress.textContent).toBe('38% of the course completed')

    await user.click(screen.getByRole('button', { name: /Web Design for Beginners/ }))
    const box = screen.getByRole('checkbox', { name: 'Frames vs Groups in Figma' })
    expect((box as HTMLInputElement).checked).toBe(false)
    await user.click(box)
    await waitFor(() => expect(progress.textContent).toBe('43% of the course completed'), slow)
    expect(screen.getByRole('button', { name: /Web Design for Beginners/ }).textContent).toContain('4/4 | 26 min')
    await waitFor(async () => expect((await details()).content[1]!.status).toBe('4/4'), slow)
    expect((screen.getByRole('checkbox', { name: 'Frames vs Groups in Figma' }) as HTMLInputElement).checked).toBe(true)

    await user.click(screen.getByRole('checkbox', { name: 'Frames vs Groups in Figma' }))
    await waitFor(async () => expect((await details()).content[1]!.status).toBe('3/4'), slow)
    await waitFor(() => expect(progress.textContent).toBe('38% of the course completed'), slow)
  })
})

describe('my course', () => {
  const cards = () => within(screen.getByRole('region', { name: 'My courses' })).getAllByRole('listitem')
  const courses = async (query: Record<string, string | number | boolean>) =>
    (await call<CourseListResponse>('/apps/academy/courses', { query })).body

  it('filters by label and hides the completed courses through the API, in the URL', async () => {
    const { user, location } = renderWithProviders(<MyCoursePage />, { route: '/apps/academy/my-course', queryClient: client() })
    await waitFor(() => expect(cards()).toHaveLength(6), slow)
    expect(screen.getByText('25 courses in the catalogue')).toBeTruthy()

    await user.selectOptions(screen.getByLabelText('Topic'), 'Psychology')
    await waitFor(() => expect(location().search).toBe('?label=Psychology'))
    const psychology = await courses({ label: 'Psychology', itemsPerPage: -1 })
    await waitFor(() => expect(cards()).toHaveLength(psychology.total), slow)
    for (const c of psychology.courses) expect(screen.getByRole('link', { name: c.courseTitle })).toBeTruthy()
    // Every psychology course of the seed is finished: each card says so.
    expect(psychology.courses.every((c) => c.completedTasks === c.totalTasks)).toBe(true)
    expect(screen.getAllByText('Completed')).toHaveLength(psychology.total)

    await user.click(screen.getByRole('switch', { name: 'Hide completed' }))
    await waitFor(() => expect(location().search).toBe('?label=Psychology&hideCompleted=true'))
    await screen.findByText('No course matches your search or filters', undefined, slow)
    expect(screen.queryByText('Completed')).toBeNull()

    await user.selectOptions(screen.getByLabelText('Topic'), 'Web')
    await waitFor(() => expect(location().search).toBe('?label=Web&hideCompleted=true'))
    const web = await courses({ label: 'Web', hideCompleted: true, itemsPerPage: -1 })
    expect(web.total).toBeGreaterThan(0)
    await waitFor(() => expect(cards()).toHaveLength(web.total), slow)
  })

  it('searches from the hero and pages the cards', async () => {
    const { user, location } = renderWithProviders(<MyCoursePage />, { route: '/apps/academy/my-course', queryClient: client() })
    await waitFor(() => expect(cards()).toHaveLength(6), slow)
    await user.click(screen.getByRole('button', { name: /next page/i }))
    await waitFor(() => expect(location().search).toBe('?page=2'))
    const second = await courses({ page: 2, itemsPerPage: 6 })
    await screen.findByRole('link', { name: second.courses[0]!.courseTitle }, slow)

    await user.type(screen.getByRole('searchbox', { name: 'Find your course' }), 'typescript')
    await waitFor(() => expect(location().search).toBe('?q=typescript'), slow)
    await waitFor(() => expect(cards()).toHaveLength(1), slow)
    expect(screen.getByRole('link', { name: 'TypeScript from Zero' })).toBeTruthy()
  })
})

describe('academy dashboard', () => {
  it('shows the widgets and the live course table (5 a page, sorted by the server)', async () => {
    const { user, location } = renderWithProviders(<AcademyDashboardPage />, { route: '/dashboards/academy', queryClient: client() })
    await screen.findByRole('heading', { name: 'Welcome back, Felecia' }, slow)
    for (const title of ['Time spending', 'Topics you are interested in', 'Popular instructors', 'Top courses', 'Upcoming webinar'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Time spending' }).textContent).toMatch(/^231h 14m in total: Mon 36 h, Tue 56 h/)
    expect(screen.getByRole('img', { name: 'Topics you are interested in' }).textContent).toContain('UI design 35%')
    expect(screen.getAllByRole('progressbar', { name: 'User experience design' })[0]!.getAttribute('aria-valuenow')).toBe('72')
    const table = await screen.findByRole('table', { name: 'Courses you are taking' }, slow)
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), slow)

    await user.click(within(table).getByRole('button', { name: 'Progress' }))
    await waitFor(() => expect(location().search).toBe('?courses.sortBy=progress&courses.orderBy=asc'))
    const sorted = (
      await call<CourseListResponse>('/apps/academy/courses', { query: { sortBy: 'progress', orderBy: 'asc', itemsPerPage: 5 } })
    ).body
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain(sorted.courses[0]!.courseTitle), slow)
  })
})
