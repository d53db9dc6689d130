import { Award, Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { toneClasses } from '@/ui/tone'

/** The hero: headline, the search (given), two local illustrations. */
export function MyCourseHero({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('academy')
  return (
    <Card className="relative flex flex-col items-center gap-4 overflow-hidden px-6 py-10 text-center">
      <img src="/images/academy/hero-start.svg" alt="" className="absolute start-4 bottom-0 hidden h-36 md:block" />
      <img src="/images/academy/hero-end.svg" alt="" className="absolute end-4 top-4 hidden h-32 md:block" />
      <h1 className="max-w-xl text-2xl font-medium text-strong">
        {t('myCourse.heroTitle')} <span className="text-primary">{t('myCourse.heroHighlight')}</span>
      </h1>
      <p className="max-w-lg text-muted">{t('myCourse.heroText')}</p>
      {children}
    </Card>
  )
}

/** Earn a certificate, Best rated courses: two links into the catalogue. */
export function PromoCards() {
  const { t } = useTranslation('academy')
  const cards = [
    {
      key: 'certificate',
      icon: <Award />,
      tone: 'primary' as const,
      title: t('myCourse.certificate'),
      text: t('myCourse.certificateText'),
      cta: t('myCourse.viewPrograms'),
    },
    {
      key: 'bestRated',
      icon: <Trophy />,
      tone: 'warning' as const,
      title: t('myCourse.bestRated'),
      text: t('myCourse.bestRatedText'),
      cta: t('myCourse.viewCourses'),
    },
  ]
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map((c) => (
        <Card key={c.key} aria-label={c.title} className="flex items-start gap-4 p-6">
          <span
            aria-hidden
            className={`flex size-12 shrink-0 items-center justify-center rounded-md [&_svg]:size-6 ${toneClasses[c.tone].soft}`}
          >
            {c.icon}
          </span>
          <div className="flex flex-col gap-2">
            <h2 className={`text-lg font-medium ${toneClasses[c.tone].text}`}>{c.title}</h2>
            <p className="text-muted">{c.text}</p>
            <Link to={linkTo('academyCourseDetails')} className={`${buttonVariants({ color: c.tone, size: 'sm' })} w-fit`}>
              {c.cta}
            </Link>
          </div>
        </Card>
      ))}
    </div>
  )
}

/** Today's free courses: two lessons shown as their local posters (offline: no video host, no clip). */
export function FreeCourses() {
  const { t } = useTranslation('academy')
  const lessons = [
    { key: 'one', title: t('myCourse.freeCourse1'), poster: '/images/academy/poster-colour.svg' },
    { key: 'two', title: t('myCourse.freeCourse2'), poster: '/images/academy/poster-flows.svg' },
  ]
  return (
    <Card aria-labelledby="free-courses-title" className="flex flex-col gap-4 p-6">
      <div>
        <h2 id="free-courses-title" className="text-lg font-medium text-strong">
          {t('myCourse.freeCourses')}
        </h2>
        <p className="text-muted">{t('myCourse.freeCoursesText')}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {lessons.map((l) => (
          <li key={l.key}>
            <figure className="flex flex-col gap-2">
              <img
                src={l.poster}
                alt={t('myCourse.posterAlt', { title: l.title })}
                className="aspect-video w-full rounded-md bg-primary/10 object-cover"
              />
              <figcaption className="font-medium text-strong">{l.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Card>
  )
}
