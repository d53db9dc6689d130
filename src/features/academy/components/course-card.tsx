import { RotateCcw, Star, ChevronRight, Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Course } from '@/api/contracts/academy'
import { formatDurationText, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { LinearProgress } from '@/ui/progress'
import { Skeleton } from '@/ui/skeleton'
import { courseTone, TAG_KEYS } from '../lib/course-icons'
import { coursePercent, isCompleted } from '../lib/course-progress'

/** One course of "My courses": picture, tag, rating, title, description, time or Completed, progress, Start over / Continue. */
export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation('academy')
  const to = linkTo('academyCourseDetails')
  const done = isCompleted(course)
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={course.courseTitle}>
      <Link to={to} tabIndex={-1} aria-hidden className="block overflow-hidden rounded-md bg-primary/10">
        <img src={course.image} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
      </Link>
      <div className="flex items-center justify-between gap-2">
        <Chip tone={courseTone(course.color)}>{t(TAG_KEYS[course.tags])}</Chip>
        <span className="flex items-center gap-1 text-sm">
          <span aria-hidden className="flex items-center gap-1">
            <span className="font-medium text-strong tabular-nums">{formatNumber(course.rating)}</span>
            <Star className="size-4 fill-current text-warning" />
            <span className="text-muted tabular-nums">({formatNumber(course.ratingCount)})</span>
          </span>
          <span className="sr-only">
            {t('myCourse.rating', { rating: formatNumber(course.rating), count: formatNumber(course.ratingCount) })}
          </span>
        </span>
      </div>
      <h3 className="text-lg font-medium">
        <Link to={to} className="text-strong hover:text-primary">
          {course.courseTitle}
        </Link>
      </h3>
      <p className="line-clamp-2 text-muted">{course.desc}</p>
      {done ? (
        <Chip tone="success" className="w-fit">
          {t('myCourse.completed')}
        </Chip>
      ) : (
        <span className="flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden className="size-4" />
          <span>{formatDurationText(course.time)}</span>
        </span>
      )}
      <LinearProgress value={coursePercent(course)} label={t('myCourse.progressLabel', { title: course.courseTitle })} />
      <div className="mt-auto grid grid-cols-2 gap-3 pt-1">
        <Link
          to={to}
          aria-label={t('myCourse.startOverCourse', { title: course.courseTitle })}
          className={buttonVariants({ variant: 'tonal', color: 'secondary', size: 'sm' })}
        >
          <RotateCcw aria-hidden />
          {t('myCourse.startOver')}
        </Link>
        <Link
          to={to}
          aria-label={t('myCourse.continueCourse', { title: course.courseTitle })}
          className={buttonVariants({ variant: 'tonal', size: 'sm' })}
        >
          {t('myCourse.continue')}
          <ChevronRight aria-hidden className="rtl:rotate-180" />
        </Link>
      </div>
    </Card>
  )
}

export function CourseCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4" aria-hidden>
      <Skeleton className="aspect-[16/9] w-full" />
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-10 w-full" />
    </Card>
  )
}
