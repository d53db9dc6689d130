import { CalendarDays, ChevronRight, Clock, Laptop, Lightbulb, Medal, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { formatDate, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Avatar } from '@/ui/avatar'
import { Card } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { CircularProgress } from '@/ui/progress'
import { toneClasses } from '@/ui/tone'
import { ACADEMY } from '../lib/template-data'

const pct = (n: number) => formatNumber(n / 100, { style: 'percent' })

/** Welcome back: the learner's name and three tiles (hours spent, test results, courses completed). */
export function Welcome() {
  const { t } = useTranslation('academy')
  const { hoursSpent, testResults, courseCompleted } = ACADEMY.tiles
  const tiles = [
    {
      key: 'hours',
      icon: <Laptop />,
      tone: 'primary' as const,
      label: t('dashboard.hoursSpent'),
      value: t('dashboard.hours', { value: formatNumber(hoursSpent) }),
    },
    { key: 'tests', icon: <Lightbulb />, tone: 'info' as const, label: t('dashboard.testResults'), value: pct(testResults) },
    { key: 'done', icon: <Medal />, tone: 'warning' as const, label: t('dashboard.courseCompleted'), value: formatNumber(courseCompleted) },
  ]
  return (
    <Card aria-label={t('dashboard.welcome', { name: ACADEMY.learner })} className="flex flex-col gap-6 p-6 md:col-span-2">
      <div>
        <h2 className="text-xl font-medium text-strong">{t('dashboard.welcome', { name: ACADEMY.learner })}</h2>
        <p className="mt-1 text-muted">{t('dashboard.welcomeText')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.key} className="flex items-center gap-3">
            <span
              aria-hidden
              className={`flex size-11 items-center justify-center rounded-md [&_svg]:size-6 ${toneClasses[tile.tone].soft}`}
            >
              {tile.icon}
            </span>
            <span className="flex flex-col">
              <span className="text-sm text-muted">{tile.label}</span>
              <span className="text-xl font-medium text-strong tabular-nums">{tile.value}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  )
}

export function PopularInstructors() {
  const { t } = useTranslation('academy')
  return (
    <DashboardCard title={t('dashboard.popularInstructors')}>
      <div className="mb-3 flex justify-between text-xs font-medium text-muted uppercase">
        <span>{t('dashboard.instructor')}</span>
        <span>{t('dashboard.courses')}</span>
      </div>
      <ListCardRows
        label={t('dashboard.popularInstructors')}
        items={ACADEMY.instructors.map((i) => ({
          key: i.name,
          avatar: <Avatar src={i.avatar} name={i.name} size={36} />,
          title: i.name,
          subtitle: t(`dashboard.instructorFields.${i.field}`),
          value: formatNumber(i.courses),
        }))}
      />
    </DashboardCard>
  )
}

export function TopCourses() {
  const { t } = useTranslation('academy')
  return (
    <DashboardCard title={t('dashboard.topCourses')}>
      <ListCardRows
        label={t('dashboard.topCourses')}
        items={ACADEMY.topCourses.map((c) => ({
          key: c.key,
          icon: <Video />,
          tone: c.tone,
          title: <span className="whitespace-normal">{t(`dashboard.courseNames.${c.key}`)}</span>,
          value: <Chip tone="secondary">{t('dashboard.views', { value: formatNumber(c.views, { notation: 'compact' }) })}</Chip>,
        }))}
      />
    </DashboardCard>
  )
}

export function UpcomingWebinar() {
  const { t } = useTranslation('academy')
  const { date, minutes, image } = ACADEMY.webinar
  return (
    <DashboardCard title={t('dashboard.webinar')}>
      <img src={image} alt="" className="mb-4 h-36 w-full rounded-md bg-primary/10 object-contain" />
      <p className="mb-4 text-muted">{t('dashboard.webinarText')}</p>
      <dl className="mb-4 grid grid-cols-2 gap-4">
        {[
          { icon: <CalendarDays />, label: t('dashboard.webinarDate'), value: formatDate(date) },
          {
            icon: <Clock />,
            label: t('dashboard.webinarDuration'),
            value: t('dashboard.webinarDurationValue', { value: formatNumber(minutes) }),
          },
        ].map((row) => (
          <div key={row.label}>
            <dt className="flex items-center gap-2 text-sm text-muted">
              <span aria-hidden className={`flex size-9 items-center justify-center rounded-md [&_svg]:size-5 ${toneClasses.primary.soft}`}>
                {row.icon}
              </span>
              {row.label}
            </dt>
            <dd className="ps-11 font-medium text-strong">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={linkTo('academyCourseDetails')}
        className="mt-auto inline-flex h-9 items-center justify-center rounded-md bg-primary-fill px-4 text-sm font-medium text-white"
      >
        {t('dashboard.joinEvent')}
      </Link>
    </DashboardCard>
  )
}

export function AssignmentProgress() {
  const { t } = useTranslation('academy')
  return (
    <DashboardCard title={t('dashboard.assignmentProgress')}>
      <ul className="flex flex-col gap-5">
        {ACADEMY.assignments.map((a) => {
          const title = t(`dashboard.assignments.${a.key}`)
          return (
            <li key={a.key} className="flex items-center gap-3">
              <CircularProgress value={a.percent} label={title} tone={a.tone} size={52} thickness={4}>
                <span className="text-xs font-medium text-strong tabular-nums">{pct(a.percent)}</span>
              </CircularProgress>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium text-strong">{title}</span>
                <span className="text-sm text-muted">{t('dashboard.tasks', { value: formatNumber(a.tasks) })}</span>
              </span>
              <Link
                to={linkTo('academyMyCourse')}
                aria-label={t('dashboard.openAssignment', { title })}
                className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text"
              >
                <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
              </Link>
            </li>
          )
        })}
      </ul>
    </DashboardCard>
  )
}
