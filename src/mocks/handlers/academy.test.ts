import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import { db } from '@/mocks/db'
import {
  course,
  courseDetails,
  courseListResponse,
  storedCourseDetails,
  type Course,
  type CourseDetails,
  type CourseListResponse,
} from '@/api/contracts/academy'
import coursesSeed from '@seed/academy-courses.json'
import detailsSeed from '@seed/academy-course-details.json'

withMockApi()

const list = (query: Record<string, string | number | boolean> = {}) => call<CourseListResponse>('/apps/academy/courses', { query })
const progress = (c: Course) => c.completedTasks / c.totalTasks

describe('academy seed', () => {
  it('parses with the contracts: 25 courses over the five tags, one details record', () => {
    const courses = course.array().parse(coursesSeed)
    expect(courses).toHaveLength(25)
    expect(new Set(courses.map((c) => c.tags))).toEqual(new Set(['Web', 'Design', 'Psychology', 'UI/UX', 'Art']))
    expect(storedCourseDetails.array().length(1).parse(detailsSeed)[0]?.content.length).toBeGreaterThan(0)
    for (const c of courses) expect(c.image).toMatch(/^\/images\/courses\/[\w-]+\.svg$/)
  })
})

describe('GET /api/apps/academy/courses', () => {
  it('answers the first page of 10 with totalCourse and total', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(courseListResponse.parse(res.body)).toBeTruthy()
    expect(res.body).toMatchObject({ totalCourse: 25, total: 25 })
    expect(res.body.courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('matches q on the title or the tutor, case-insensitively', async () => {
    const byTitle = await list({ q: 'TYPESCRIPT' })
    expect(byTitle.body.courses.map((c) => c.courseTitle)).toEqual(['TypeScript from Zero'])
    const tutor = (coursesSeed as Course[])[3]!.user
    const byTutor = await list({ q: tutor.slice(0, 5).toLowerCase(), itemsPerPage: -1 })
    expect(byTutor.body.courses.map((c) => c.id)).toContain(4)
    for (const c of byTutor.body.courses) expect(`${c.courseTitle} ${c.user}`.toLowerCase()).toContain(tutor.slice(0, 5).toLowerCase())
    expect(byTutor.body.totalCourse).toBe(25)
  })

  it('filters by label (default All Courses), case-insensitively', async () => {
    const art = await list({ label: 'Art', itemsPerPage: -1 })
    expect(art.body.total).toBe(5)
    expect(art.body.courses.every((c) => c.tags === 'Art')).toBe(true)
    expect((await list({ label: 'ui/ux' })).body.total).toBe(5)
    expect((await list({ label: 'All Courses' })).body.total).toBe(25)
    expect((await list({ label: 'Cooking' })).body.total).toBe(0)
  })

  it('hideCompleted drops finished courses', async () => {
    const finished = (coursesSeed as Course[]).filter((c) => c.completedTasks === c.totalTasks).length
    expect(finished).toBeGreaterThan(0)
    const res = await list({ hideCompleted: true, itemsPerPage: -1 })
    expect(res.body.total).toBe(25 - finished)
    expect(res.body.courses.some((c) => c.completedTasks === c.totalTasks)).toBe(false)
    expect((await list({ hideCompleted: false })).body.total).toBe(25)
  })

  it.each(['asc', 'desc'] as const)('sorts by courseName %s', async (orderBy) => {
    const titles = (await list({ sortBy: 'courseName', orderBy, itemsPerPage: -1 })).body.courses.map((c) => c.courseTitle)
    const expected = [...titles].sort((a, b) => a.localeCompare(b, 'en'))
    expect(titles).toEqual(orderBy === 'asc' ? expected : expected.reverse())
  })

  it.each(['asc', 'desc'] as const)('sorts by progress %s', async (orderBy) => {
    const values = (await list({ sortBy: 'progress', orderBy, itemsPerPage: -1 })).body.courses.map(progress)
    const expected = [...values].sort((a, b) => (orderBy === 'asc' ? a - b : b - a))
    expect(values).toEqual(expected)
    expect(values[0]).not.toBe(values.at(-1))
  })

  it('pages: last partial page, beyond the end, non-numeric and -1', async () => {
    expect((await list({ page: 3 })).body.courses.map((c) => c.id)).toEqual([21, 22, 23, 24, 25])
    expect((await list({ page: 4 })).body.courses).toEqual([])
    expect((await list({ page: 'x', itemsPerPage: 'y' })).body.courses).toHaveLength(10)
    expect((await list({ itemsPerPage: -1 })).body.courses).toHaveLength(25)
    expect((await list({ itemsPerPage: 5, page: 2 })).body.courses.map((c) => c.id)).toEqual([6, 7, 8, 9, 10])
  })
})

describe('GET /api/apps/academy/course-details', () => {
  it('answers the details without the storage key, with sections and HTML description', async () => {
    const res = await call<CourseDetails>('/apps/academy/course-details')
    expect(res.status).toBe(200)
    const details = courseDetails.strict().parse(res.body)
    expect(details.description).toMatch(/^<p>/)
    expect(details.content[0]).toMatchObject({ id: 'section1', status: '4/5' })
    expect(details.totalLectures).toBe(details.content.reduce((n, s) => n + s.topics.length, 0))
  })
})

describe('PUT /api/apps/academy/course-details/topics/{id}', () => {
  const put = (id: string | number, body: unknown) =>
    call<CourseDetails & { errors?: Record<string, string[]> }>(`/apps/academy/course-details/topics/${id}`, { method: 'PUT', body })
  const stored = async () => (await db.academyCourseDetails.orderBy('id').first())!

  it('numbers the topics 1… over the whole content', async () => {
    const { body } = await call<CourseDetails>('/apps/academy/course-details')
    const ids = body.content.flatMap((s) => s.topics.map((t) => t.id))
    expect(ids).toEqual(Array.from({ length: body.totalLectures }, (_, i) => i + 1))
  })

  it('ticks a topic of the second section, recomputes its status and keeps it stored', async () => {
    // Section 1 has 5 topics: topic 9 is the 4th of section 2 ("Frames vs Groups in Figma", not done, 3/4).
    const res = await put(9, { isCompleted: true })
    expect(res.status).toBe(200)
    const section = courseDetails.parse(res.body).content[1]!
    expect(section).toMatchObject({ id: 'section2', status: '4/4' })
    expect(section.topics[3]).toMatchObject({ id: 9, title: 'Frames vs Groups in Figma', isCompleted: true })
    expect(res.body.content[0]!.status).toBe('4/5') // other sections untouched
    const after = await call<CourseDetails>('/apps/academy/course-details')
    expect(after.body.content[1]!.status).toBe('4/4')
    expect((await stored()).content[1]!.topics[3]!.isCompleted).toBe(true)

    const undone = await put(1, { isCompleted: false })
    expect(undone.body.content[0]).toMatchObject({ status: '3/5', topics: [{ id: 1, isCompleted: false }, {}, {}, {}, {}] })
  })

  it('links the course the details describe: its completedTasks / totalTasks become the ticked / all topics', async () => {
    const { body } = await call<CourseDetails>('/apps/academy/course-details')
    const topics = body.content.flatMap((s) => s.topics)
    const done = topics.filter((t) => t.isCompleted).length
    const course = async () => (await list({ q: (coursesSeed as Course[])[0]!.courseTitle })).body.courses[0]!
    expect(await course()).toMatchObject({ id: 1, completedTasks: 4, totalTasks: 12 }) // the seed's own figures
    // Warm the progress order: the tick must show in it at once (no stale projection).
    await list({ sortBy: 'progress', orderBy: 'asc', itemsPerPage: -1 })

    const open = topics.find((t) => !t.isCompleted)!
    expect((await put(open.id, { isCompleted: true })).status).toBe(200)
    expect(await course()).toMatchObject({ id: 1, completedTasks: done + 1, totalTasks: topics.length })
    expect(await db.academyCourses.get(1)).toMatchObject({ completedTasks: done + 1, totalTasks: topics.length })
    const byProgress = (await list({ sortBy: 'progress', orderBy: 'asc', itemsPerPage: -1 })).body.courses.map(progress)
    expect(byProgress).toEqual([...byProgress].sort((a, b) => a - b))
    expect((await list({ sortBy: 'progress', orderBy: 'asc', itemsPerPage: -1 })).body.courses.find((c) => c.id === 1)).toMatchObject({
      completedTasks: done + 1,
    })

    expect((await put(open.id, { isCompleted: false })).status).toBe(200)
    expect((await put(open.id, { isCompleted: false })).status).toBe(200) // twice: still the count, not a decrement
    expect(await course()).toMatchObject({ completedTasks: done, totalTasks: topics.length })
    // Every topic ticked: the course is finished, hidden by hideCompleted.
    for (const t of topics) await put(t.id, { isCompleted: true })
    expect(await course()).toMatchObject({ completedTasks: topics.length, totalTasks: topics.length })
    expect((await list({ hideCompleted: true, itemsPerPage: -1 })).body.courses.map((c) => c.id)).not.toContain(1)
  })

  it('refuses a bad body with 400 field errors and stores nothing', async () => {
    const before = await stored()
    const courseBefore = await db.academyCourses.get(1)
    for (const body of [{}, { isCompleted: 'yes' }, { isCompleted: null }]) {
      const res = await put(9, body)
      expect(res.status).toBe(400)
      expect(res.body.errors?.isCompleted?.length).toBeGreaterThan(0)
    }
    expect((await put(9, '{oops')).status).toBe(400)
    expect(await stored()).toEqual(before)
    expect(await db.academyCourses.get(1)).toEqual(courseBefore)
  })

  it('answers 404 for an unknown or non-canonical topic id, and when there is no course', async () => {
    const last = detailsSeed[0]!.content.reduce((n, s) => n + s.topics.length, 0)
    expect((await put(last, { isCompleted: true })).status).toBe(200)
    for (const id of [last + 1, 0, '01', 'x', '1.0']) {
      const res = await put(id, { isCompleted: true })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ message: 'Topic not found' })
    }
    await db.academyCourseDetails.clear()
    expect((await put(1, { isCompleted: true })).status).toBe(404)
  })
})

// Issue #8: the list answers from cached key lists and projections; every write must show at once.
// The academy has no write API: the course is written through the database (the same write path).
describe('the course list after a write (no stale cache)', () => {
  it('finds, counts and orders a new, then changed, then deleted course at once', async () => {
    // Warm the caches: the search projection, the folded-title and progress orders, the tags index, the key list.
    expect((await list({ q: 'orrery' })).body.total).toBe(0)
    await list({ sortBy: 'courseName', orderBy: 'asc' })
    await list({ sortBy: 'progress', orderBy: 'desc' })
    await list({ label: 'art', hideCompleted: true })
    const art = (await list({ label: 'art', hideCompleted: true, itemsPerPage: -1 })).body.total

    const added: Course = {
      ...(coursesSeed as Course[])[0]!,
      id: 26,
      courseTitle: 'Ábaque des couleurs',
      user: 'Orrery Tutor',
      tags: 'Art',
      completedTasks: 3,
      totalTasks: 3,
    }
    await db.academyCourses.add(added)
    const found = await list({ q: 'ORRERY' })
    expect(found.body).toMatchObject({ totalCourse: 26, total: 1, courses: [{ id: 26 }] })
    // Á sorts with A: first by name, before "Accessible Web Components", not after Z.
    expect((await list({ sortBy: 'courseName', orderBy: 'asc' })).body.courses[0]!.id).toBe(26)
    expect((await list({ sortBy: 'progress', orderBy: 'desc' })).body.courses.map((c) => c.id)).toContain(26)
    expect((await list({ label: 'Art', itemsPerPage: -1 })).body.courses.map((c) => c.id)).toContain(26)
    expect((await list({ label: 'art', hideCompleted: true, itemsPerPage: -1 })).body.total).toBe(art) // finished: hidden

    await db.academyCourses.put({ ...added, completedTasks: 0, tags: 'Web' })
    expect((await list({ label: 'art', hideCompleted: true, itemsPerPage: -1 })).body.courses.map((c) => c.id)).not.toContain(26)
    expect((await list({ label: 'web', hideCompleted: true, itemsPerPage: -1 })).body.courses.map((c) => c.id)).toContain(26)
    // 0 %: now among the first (a stale order would keep it with the finished courses, last).
    const byProgress = (await list({ sortBy: 'progress', orderBy: 'asc', itemsPerPage: -1 })).body.courses
    const notStarted = byProgress.filter((c) => c.completedTasks === 0)
    expect(notStarted.map((c) => c.id)).toContain(26)
    expect(byProgress.slice(0, notStarted.length)).toEqual(notStarted)

    await db.academyCourses.delete(26)
    expect((await list({ q: 'orrery' })).body).toMatchObject({ totalCourse: 25, total: 0, courses: [] })
    expect((await list({ sortBy: 'courseName', orderBy: 'asc' })).body.courses[0]!.courseTitle).toBe('Accessible Web Components')
  })
})
