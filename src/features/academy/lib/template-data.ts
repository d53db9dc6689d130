import type { Tone } from '@/ui/tone'

/**
 * The academy dashboard's fictional figures (SCREENS "Invoices, academy, logistics"): the template
 * shows them as they are; only the courses table is live. Labels are locale keys.
 */
export const ACADEMY = {
  learner: 'Felecia',
  tiles: { hoursSpent: 34, testResults: 82, courseCompleted: 14 },
  timeSpending: { total: '231h 14m', delta: 18.4, days: { mon: 36, tue: 56, wed: 16, thu: 32, fri: 56, sat: 16 } },
  topics: { ui: 35, ux: 20, music: 14, animation: 12, react: 10, seo: 9 },
  instructors: [
    { name: 'Maven Analytics', field: 'business', courses: 33, avatar: '/images/avatars/1.svg' },
    { name: 'Bentlee Emblin', field: 'digital', courses: 52, avatar: '/images/avatars/2.svg' },
    { name: 'Benedetto Rossiter', field: 'ui', courses: 12, avatar: '/images/avatars/3.svg' },
    { name: 'Beverlie Krabbe', field: 'vue', courses: 8, avatar: '/images/avatars/4.svg' },
  ],
  topCourses: [
    { key: 'videography', views: 1_200, tone: 'primary' },
    { key: 'frontend', views: 834, tone: 'info' },
    { key: 'photography', views: 3_700, tone: 'success' },
    { key: 'dribbble', views: 2_500, tone: 'warning' },
    { key: 'singing', views: 948, tone: 'error' },
  ],
  webinar: { date: '2026-12-17', minutes: 32, image: '/images/academy/webinar.svg' },
  assignments: [
    { key: 'ui', percent: 72, tasks: 120, tone: 'primary' },
    { key: 'web', percent: 48, tasks: 32, tone: 'success' },
    { key: 'react', percent: 15, tasks: 182, tone: 'error' },
    { key: 'ux', percent: 24, tasks: 56, tone: 'info' },
  ],
} as const satisfies {
  topCourses: readonly { key: string; views: number; tone: Tone }[]
  assignments: readonly { key: string; percent: number; tasks: number; tone: Tone }[]
  [k: string]: unknown
}

/** Tones of the charts' parts, in order (donut shares, distributed bars). */
export const PART_TONES = ['primary', 'info', 'success', 'secondary', 'warning', 'error'] as const
