import { api } from '@/api/client'
import { courseDetails as courseDetailsSchema, courseListResponse, type TopicProgressInput } from '@/api/contracts/academy'
import { defineResource, mutation } from './define-resource'
import type { ListParams } from './list-params'

/** The course list's filters (SPEC section 7): a tag or 'All Courses', and 'true' to hide the finished ones. */
export const COURSE_FILTERS = ['label', 'hideCompleted'] as const
export type CourseListParams = ListParams<(typeof COURSE_FILTERS)[number]>

/** GET /api/apps/academy/courses (`{courses, total, totalCourse}` -> `{rows, total, totalCourse}`). */
export const academyCourses = defineResource({
  key: ['academy', 'courses'],
  list: (params: CourseListParams, signal?: AbortSignal) =>
    api
      .get('/apps/academy/courses', { params: { ...params }, schema: courseListResponse, signal })
      .then((r) => ({ rows: r.courses, total: r.total, totalCourse: r.totalCourse })),
})

/** The one course page of the template: its detail key is this constant (the endpoint takes no id). */
export const CURRENT_COURSE = 'current'

/** GET /api/apps/academy/course-details and PUT …/topics/{id} (DECISIONS section 9: course progress, also the course list's). */
export const academyCourseDetails = defineResource({
  key: ['academy', 'courseDetails'],
  // A ticked topic changes the course's completedTasks in the list too.
  related: [academyCourses.keys.all],
  detail: (_id: typeof CURRENT_COURSE, signal?: AbortSignal) =>
    api.get('/apps/academy/course-details', { schema: courseDetailsSchema, signal }),
  mutations: {
    setTopic: mutation(
      ({ id, ...body }: TopicProgressInput & { id: number }) =>
        api.put(`/apps/academy/course-details/topics/${id}`, body, { schema: courseDetailsSchema }),
      { onSuccess: (client, saved) => client.setQueryData(academyCourseDetails.keys.detail(CURRENT_COURSE), saved) },
    ),
  },
})
