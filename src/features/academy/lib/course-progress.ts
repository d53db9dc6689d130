import type { Course, CourseDetails } from '@/api/contracts/academy'

/** A course's progress, 0–100 (rounded down: 99.9 % is not finished). */
export const coursePercent = (c: Pick<Course, 'completedTasks' | 'totalTasks'>) =>
  c.totalTasks > 0 ? Math.floor((Math.min(c.completedTasks, c.totalTasks) / c.totalTasks) * 100) : 0

/** SPEC section 4: a course is completed when every task is done. */
export const isCompleted = (c: Pick<Course, 'completedTasks' | 'totalTasks'>) => c.completedTasks >= c.totalTasks

/** The ticked and total topics over the whole course content. */
export function contentProgress(details: Pick<CourseDetails, 'content'>): { done: number; total: number } {
  const topics = details.content.flatMap((s) => s.topics)
  return { done: topics.filter((t) => t.isCompleted).length, total: topics.length }
}

/** A section's topics with one ticked or unticked, and its 'done/total' status: the optimistic view of a PUT. */
export function withTopicTicked(details: CourseDetails, topicId: number, isCompleted: boolean): CourseDetails {
  return {
    ...details,
    content: details.content.map((section) => {
      if (!section.topics.some((t) => t.id === topicId)) return section
      const topics = section.topics.map((t) => (t.id === topicId ? { ...t, isCompleted } : t))
      return { ...section, topics, status: `${topics.filter((t) => t.isCompleted).length}/${topics.length}` }
    }),
  }
}
