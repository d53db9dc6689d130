import 'driver.js/dist/driver.css'
import './tour.css'
import { driver, type Driver } from 'driver.js'
import { Compass } from 'lucide-react'
import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { PageHeader } from '@/ui/page-header'
import type { I18nKey } from '@/i18n/i18n-keys'
import { TOUR_TARGETS, tourConfig, type TourStep } from './tour-steps'
import type { PageModuleExtras } from '@/api/resources'

const STEP_KEYS = {
  search: { title: 'tour.steps.search.title', text: 'tour.steps.search.text' },
  notifications: { title: 'tour.steps.notifications.title', text: 'tour.steps.notifications.text' },
  customizer: { title: 'tour.steps.customizer.title', text: 'tour.steps.customizer.text' },
  footer: { title: 'tour.steps.footer.title', text: 'tour.steps.footer.text' },
} as const satisfies Record<TourStep, { title: I18nKey<'demos'>; text: I18nKey<'demos'> }>

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

/**
 * A guided tour over the real shell (search, notifications, customizer, footer) with driver.js:
 * back / next / finish, translated, mirrored in RTL; cancelled on navigation and on Ctrl/⌘ K.
 */
export default function TourPage() {
  const { t, i18n } = useTranslation('demos')
  const tour = useRef<Driver | null>(null)
  const location = useLocation()

  const stop = useCallback(() => {
    tour.current?.destroy()
    tour.current = null
  }, [])

  const step = (s: TourStep) => ({ title: t(STEP_KEYS[s].title), text: t(STEP_KEYS[s].text) })

  const start = () => {
    stop()
    const rtl = document.documentElement.dir === 'rtl'
    const texts = {
      steps: { search: step('search'), notifications: step('notifications'), customizer: step('customizer'), footer: step('footer') },
      next: t('tour.next'),
      back: t('tour.back'),
      finish: t('tour.finish'),
      // driver.js fills {{current}} and {{total}} itself.
      progress: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
    }
    tour.current = driver({ ...tourConfig(texts, rtl), onDestroyed: () => void (tour.current = null) })
    tour.current.drive()
  }

  // Cancelled when the route or the language changes, and when the page goes away.
  useEffect(() => stop, [location.key, i18n.language, stop])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') stop()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [stop])

  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('tour.title')} subtitle={t('tour.subtitle')} />
      <Card className="max-w-2xl">
        <CardHeader>
          <div>
            <CardTitle>{t('tour.cardTitle')}</CardTitle>
            <CardSubtitle>{t('tour.cardText')}</CardSubtitle>
          </div>
        </CardHeader>
        <CardBody className="flex flex-col gap-4">
          <ol className="list-decimal space-y-1 ps-5 text-[0.9375rem]" aria-label={t('tour.stepsLabel')}>
            {(Object.keys(TOUR_TARGETS) as TourStep[]).map((step) => (
              <li key={step}>{t(STEP_KEYS[step].title)}</li>
            ))}
          </ol>
          <Button className="self-start" onClick={start} data-testid="start-tour">
            <Compass aria-hidden />
            {t('tour.start')}
          </Button>
        </CardBody>
      </Card>
    </div>
  )
}
