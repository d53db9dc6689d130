import { http } from '../lib/http'
import { db } from '../db'
import { fold, haystack, listKeys, listPage, type Order } from '../lib/list-index'
import { param, parseListQuery } from '../lib/list-index'
import { fail, json } from '../lib/respond'
import {
  ALL_COURSES,
  COURSE_SORT_KEYS,
  COURSE_TAGS,
  type Course,
  type CourseDetails,
  type CourseListResponse,
} from '@/api/contracts/academy'

/** What the list keeps in memory per course: the searched text, whether it is finished, the sort values. */
interface Projected {
  text: string
  done: boolean
  title: string | null
  progress: number
}
const project = (c: Course): Projected => ({
  text: haystack(c.courseTitle, c.user),
  done: c.completedTasks === c.totalTasks,
  title: fold(c.courseTitle),
  progress: c.completedTasks / c.totalTasks,
})
const SORT: Record<(typeof COURSE_SORT_KEYS)[number], Order<Projected>> = {
  courseName: { id: 'title', key: (p) => p.title },
  progress: { id: 'progress', key: (p) => p.progress },
}

export const academyHandlers = [
  // SPEC section 7: q on title or tutor; label (default 'All Courses') equals a tag;
  // hideCompleted drops courses with completedTasks === totalTasks; sortBy courseName | progress.
  http.get('*/api/apps/academy/courses', async ({ request }) => {
    const query = parseListQuery(request.url, COURSE_SORT_KEYS)
    const label = (param(query.params, 'label') ?? ALL_COURSES).toLowerCase()
    // The label matches a tag case-insensitively: the tags index is asked for the tag's stored
    // spelling (a label that is no tag matches nothing).
    const tag = label === ALL_COURSES.toLowerCase() ? undefined : (COURSE_TAGS.find((t) => t.toLowerCase() === label) ?? label)
    const hideCompleted = query.params.get('hideCompleted') === 'true'
    const { q } = query
    const { rows, total } = await listPage({
      table: db.academyCourses,
      where: [['tags', tag]],
      projection: { id: 'list', project },
      test: q || hideCompleted ? (p) => (!q || p.text.includes(q)) && (!hideCompleted || !p.done) : undefined,
      order: query.sortBy ? { ...SORT[query.sortBy], desc: query.orderBy === 'desc' } : { index: null },
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    })
    // Every course: the table's cached key list (no record read).
    const all = await listKeys({ table: db.academyCourses, order: { index: null } })
    return json({ totalCourse: all.length, courses: rows, total } satisfies CourseListResponse)
  }),

  http.get('*/api/apps/academy/course-details', async () => {
    const row = await db.academyCourseDetails.orderBy('id').first()
    if (!row) return fail(404, 'Course not found')
    const { id: _id, ...details } = row
    return json(details satisfies CourseDetails)
  }),
]
