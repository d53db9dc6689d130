import { Captions, Globe, GraduationCap, Link2, ListChecks, Users, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CourseDetails } from '@/api/contracts/academy'
import { displayNames, formatDurationText, formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Card } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { HtmlView } from '@/ui/html-view'
import { IconButton } from '@/ui/icon-button'
import { useToast } from '@/ui/toast'

/** Skill levels and course languages the API gives as English text, as the page says them. */
const LEVELS: Record<string, 'all' | 'beginner' | 'intermediate' | 'advanced'> = {
  'all level': 'all',
  'all levels': 'all',
  beginner: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
}
const LANGUAGES: Record<string, string> = { english: 'en', french: 'fr', arabic: 'ar', spanish: 'es', german: 'de' }

/** The left column of the course page: title, poster, about, by the numbers, description (sanitised HTML), instructor. */
export function CourseOverview({ course }: { course: CourseDetails }) {
  const { t } = useTranslation('academy')
  const toast = useToast()
  const share = () =>
    void navigator.clipboard?.writeText(window.location.href).then(
      () => toast(t('details.copied'), 'success'),
      () => undefined,
    )
  const level = LEVELS[course.skillLevel.toLowerCase()]
  const languageCode = LANGUAGES[course.language.toLowerCase()]
  const numbers = [
    { icon: <GraduationCap />, label: t('details.skillLevel'), value: level ? t(`details.levels.${level}`) : course.skillLevel },
    { icon: <Users />, label: t('details.students'), value: formatNumber(course.totalStudents) },
    {
      icon: <Globe />,
      label: t('details.languages'),
      value: languageCode ? (displayNames('language').of(languageCode) ?? course.language) : course.language,
    },
    { icon: <Captions />, label: t('details.captions'), value: course.isCaptions ? t('details.yes') : t('details.no') },
    { icon: <ListChecks />, label: t('details.lectures'), value: formatNumber(course.totalLectures) },
    { icon: <Video />, label: t('details.videoLength'), value: formatDurationText(course.length) },
  ]
  return (
    <Card className="flex flex-col gap-6 p-6" aria-label={course.title}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-medium text-strong">{course.title}</h1>
          <p className="text-muted">{course.instructor}</p>
        </div>
        <div className="flex items-center gap-2">
          <Chip tone="error">{t('tags.uiux')}</Chip>
          <IconButton label={t('details.share')} onClick={share}>
            <Link2 aria-hidden />
          </IconButton>
        </div>
      </div>
      <img
        src="/images/academy/course-poster.svg"
        alt={t('details.posterAlt', { title: course.title })}
        className="aspect-video w-full rounded-md bg-primary/10 object-cover"
      />
      <section aria-labelledby="course-about">
        <h2 id="course-about" className="mb-2 text-lg font-medium text-strong">
          {t('details.about')}
        </h2>
        <p className="text-text">{course.about}</p>
      </section>
      <section aria-labelledby="course-numbers" className="border-t border-border pt-6">
        <h2 id="course-numbers" className="mb-3 text-lg font-medium text-strong">
          {t('details.numbers')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          {numbers.map((n) => (
            <div key={n.label} className="flex items-center gap-2">
              <dt className="flex items-center gap-2 text-muted">
                <span aria-hidden className="[&_svg]:size-5">
                  {n.icon}
                </span>
                {n.label}
              </dt>
              <dd className="font-medium text-strong">{n.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="course-description" className="border-t border-border pt-6">
        <h2 id="course-description" className="mb-2 text-lg font-medium text-strong">
          {t('details.description')}
        </h2>
        <HtmlView html={course.description} />
      </section>
      <section aria-labelledby="course-instructor" className="border-t border-border pt-6">
        <h2 id="course-instructor" className="mb-3 text-lg font-medium text-strong">
          {t('details.instructor')}
        </h2>
        <div className="flex items-center gap-3">
          <Avatar src={course.instructorAvatar} name={course.instructor} size={44} />
          <div>
            <p className="font-medium text-strong">{course.instructor}</p>
            <p className="text-sm text-muted">{course.instructorPosition}</p>
          </div>
        </div>
      </section>
    </Card>
  )
}
