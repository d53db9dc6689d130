import { http } from '../lib/http'
import { db } from '../db'
import { fold, haystack, listKeys, listPage, type Order } from '../lib/list-index'
import { param, parseListQuery } from '../lib/list-index'
import { fail, json, notFound } from '../lib/respond'
import { readBody } from '../lib/body'
import { pathId } from '../lib/ids'
import {
  ALL_COURSES,
  COURSE_SORT_KEYS,
  COURSE_TAGS,
  topicProgressInput,
  type Course,
  type CourseDetails,
  type CourseListResponse,
  type StoredCourseDetails,
} from '@/api/contracts/academy'

const TOPIC_NOT_FOUND = 'Topic not found'

/** The details as answered: no storage key; every topic numbered 1… over the whole content (its path id). */
function toWire({ id: _id, content, ...details }: StoredCourseDetails): CourseDetails {
  let n = 0
  return { ...details, content: content.map((s) => ({ ...s, topics: s.topics.map((topic) => ({ ...topic, id: ++n })) })) }
}

/** The stored details with topic `topicId` set to `isCompleted` and its section's 'done/total' status recomputed; null when no such topic. */
function withTopic(row: StoredCourseDetails, topicId: number, isCompleted: boolean): StoredCourseDetails | null {
  let first = 1
  for (const [i, section] of row.content.entries()) {
    const at = topicId - first
    first += section.topics.length
    if (at < 0 || at >= section.topics.length) continue
    const topics = section.topics.map((t, j) => (j === at ? { ...t, isCompleted } : t))
    const status = `${topics.filter((t) => t.isCompleted).length}/${topics.length}`
    return { ...row, content: row.content.with(i, { ...section, topics, status }) }
  }
  return null
}

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
    return json(toWire(row))
  }),

  // DECISIONS section 9: the course progress. The topic id is its position over the whole content
  // (as GET numbers them); the section's status follows, and so does the course the details
  // describe (the course whose id is the details' key): its completedTasks / totalTasks become the
  // ticked / all topics, in the same transaction. Answers the whole details.
  http.put('*/api/apps/academy/course-details/topics/:id', async ({ request, params }) => {
    const id = pathId(params.id, TOPIC_NOT_FOUND)
    const { isCompleted } = await readBody(request, topicProgressInput)
    const saved = await db.transaction('rw', db.academyCourseDetails, db.academyCourses, async () => {
      const row = await db.academyCourseDetails.orderBy('id').first()
      const next = row && withTopic(row, id, isCompleted)
      if (!next) notFound(TOPIC_NOT_FOUND)
      await db.academyCourseDetails.put(next)
      const topics = next.content.flatMap((s) => s.topics)
      const completedTasks = topics.filter((t) => t.isCompleted).length
      await db.academyCourses.update(next.id, { completedTasks, totalTasks: topics.length })
      return next
    })
    return json(toWire(saved))
  }),
]
