import { http } from 'msw'
import { db } from '../db'
import { matches, paginate, param, parseListQuery, sortRows } from '../lib/list-query'
import { fail, json } from '../lib/respond'
import { ALL_COURSES, COURSE_SORT_KEYS, type CourseDetails, type CourseListResponse } from '@/api/contracts/academy'

export const academyHandlers = [
  // SPEC section 7: q on title or tutor; label (default 'All Courses') equals a tag;
  // hideCompleted drops courses with completedTasks === totalTasks; sortBy courseName | progress.
  http.get('*/api/apps/academy/courses', async ({ request }) => {
    const query = parseListQuery(request.url, COURSE_SORT_KEYS)
    const label = (param(query.params, 'label') ?? ALL_COURSES).toLowerCase()
    const hideCompleted = query.params.get('hideCompleted') === 'true'
    const all = await db.academyCourses.orderBy('id').toArray()
    const filtered = all.filter(
      (c) =>
        matches(query.q, c.courseTitle, c.user) &&
        (label === ALL_COURSES.toLowerCase() || c.tags.toLowerCase() === label) &&
        (!hideCompleted || c.completedTasks !== c.totalTasks),
    )
    const sorted = sortRows(filtered, query.sortBy, query.orderBy, {
      courseName: (c) => c.courseTitle,
      progress: (c) => c.completedTasks / c.totalTasks,
    })
    return json({
      totalCourse: all.length,
      courses: paginate(sorted, query.page, query.itemsPerPage),
      total: filtered.length,
    } satisfies CourseListResponse)
  }),

  http.get('*/api/apps/academy/course-details', async () => {
    const row = await db.academyCourseDetails.orderBy('id').first()
    if (!row) return fail(404, 'Course not found')
    const { id: _id, ...details } = row
    return json(details satisfies CourseDetails)
  }),
]
