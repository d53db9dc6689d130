import { z } from 'zod'

export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const
export type CourseTag = (typeof COURSE_TAGS)[number]
export const ALL_COURSES = 'All Courses'
export const COURSE_SORT_KEYS = ['courseName', 'progress'] as const

/** Course (SPEC section 3). `logo` is a lucide icon name; `time` is text like '17h 34m'. */
export const course = z.object({
  id: z.number().int(),
  user: z.string(),
  image: z.string(),
  tutorImg: z.string(),
  completedTasks: z.number().int().min(0),
  totalTasks: z.number().int().min(1),
  userCount: z.number().int(),
  note: z.number().int(),
  view: z.number().int(),
  time: z.string(),
  logo: z.string(),
  color: z.string(),
  courseTitle: z.string(),
  desc: z.string(),
  tags: z.enum(COURSE_TAGS),
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int(),
})
export type Course = z.infer<typeof course>

/** GET /api/apps/academy/courses query. label defaults to 'All Courses'. */
export type CourseListQuery = {
  q?: string
  label?: (typeof COURSE_TAGS)[number] | typeof ALL_COURSES
  hideCompleted?: boolean
  page?: number
  itemsPerPage?: number
  sortBy?: (typeof COURSE_SORT_KEYS)[number]
  orderBy?: 'asc' | 'desc'
}

/** totalCourse: every course in the catalogue; total: the courses matching the query. */
export const courseListResponse = z.object({
  totalCourse: z.number().int(),
  courses: z.array(course),
  total: z.number().int(),
})
export type CourseListResponse = z.infer<typeof courseListResponse>

/** A topic as stored (the seed): no id of its own. */
const storedCourseTopic = z.object({ title: z.string(), time: z.string(), isCompleted: z.boolean() })
/** A topic as answered: `id` is its 1-based position over the whole content (the PUT's path id). */
export const courseTopic = storedCourseTopic.extend({ id: z.number().int().positive() })
export type CourseTopic = z.infer<typeof courseTopic>

/** A section of the course content; status is 'completed/total' like '2/5' (recomputed on every change). */
const sectionFields = { title: z.string(), status: z.string(), time: z.string(), id: z.string() }
export const courseSection = z.object({ ...sectionFields, topics: z.array(courseTopic) })
export type CourseSection = z.infer<typeof courseSection>
const storedCourseSection = z.object({ ...sectionFields, topics: z.array(storedCourseTopic) })

const detailsFields = {
  title: z.string(),
  about: z.string(),
  instructor: z.string(),
  instructorAvatar: z.string(),
  instructorPosition: z.string(),
  skillLevel: z.string(),
  totalStudents: z.number().int(),
  language: z.string(),
  isCaptions: z.boolean(),
  length: z.string(),
  totalLectures: z.number().int(),
  description: z.string(),
}

/** GET /api/apps/academy/course-details. `description` is HTML (sanitise before rendering). */
export const courseDetails = z.object({ ...detailsFields, content: z.array(courseSection) })
export type CourseDetails = z.infer<typeof courseDetails>

/** As stored: the details plus a row key; topics without ids. */
export const storedCourseDetails = z.object({ ...detailsFields, id: z.number().int(), content: z.array(storedCourseSection) })
export type StoredCourseDetails = z.infer<typeof storedCourseDetails>

/** PUT /api/apps/academy/course-details/topics/{id} (DECISIONS section 9): tick or untick one topic. */
export const topicProgressInput = z.object({ isCompleted: z.boolean() })
export type TopicProgressInput = z.infer<typeof topicProgressInput>
