import { describe, expect, it } from 'vitest'
import type { CourseDetails } from '@/api/contracts/academy'
import { contentProgress, coursePercent, isCompleted, withTopicTicked } from './course-progress'

const details = {
  content: [
    {
      id: 's1',
      title: 'One',
      status: '1/2',
      time: '5 min',
      topics: [
        { id: 1, title: 'a', time: '1', isCompleted: true },
        { id: 2, title: 'b', time: '1', isCompleted: false },
      ],
    },
    { id: 's2', title: 'Two', status: '0/1', time: '5 min', topics: [{ id: 3, title: 'c', time: '1', isCompleted: false }] },
  ],
} as unknown as CourseDetails

describe('course progress', () => {
  it('rounds a course percent down and caps it', () => {
    expect(coursePercent({ completedTasks: 4, totalTasks: 12 })).toBe(33)
    expect(coursePercent({ completedTasks: 999, totalTasks: 1000 })).toBe(99)
    expect(coursePercent({ completedTasks: 30, totalTasks: 24 })).toBe(100)
    expect(coursePercent({ completedTasks: 0, totalTasks: 0 })).toBe(0)
    expect(isCompleted({ completedTasks: 24, totalTasks: 24 })).toBe(true)
    expect(isCompleted({ completedTasks: 23, totalTasks: 24 })).toBe(false)
  })

  it('counts the ticked topics over every section', () => {
    expect(contentProgress(details)).toEqual({ done: 1, total: 3 })
  })

  it('ticks one topic and recomputes only its section status', () => {
    const next = withTopicTicked(details, 3, true)
    expect(next.content[1]).toMatchObject({ status: '1/1', topics: [{ id: 3, isCompleted: true }] })
    expect(next.content[0]).toBe(details.content[0])
    expect(withTopicTicked(details, 1, false).content[0]!.status).toBe('0/2')
    expect(contentProgress(withTopicTicked(details, 2, true))).toEqual({ done: 2, total: 3 })
  })
})
