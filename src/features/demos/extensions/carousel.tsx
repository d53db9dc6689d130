import 'swiper/css'
import Swiper from 'swiper'
import { A11y } from 'swiper/modules'
import type { SwiperOptions } from 'swiper/types'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/**
 * Swiper's framework-free core in a React component: React renders the slides, Swiper drives
 * them (created on mount, destroyed on unmount, re-created when the options or the direction
 * change). Only the swiper demo page imports this file, so Swiper loads with that page only.
 *
 * The carousel is a focusable region: arrow keys move it (mirrored in RTL), Home / End jump to
 * the first / last slide; Swiper's A11y module labels the slides and buttons in the language.
 */
export function Carousel({
  options,
  label,
  className,
  slideClass,
  slides,
  onInit,
}: {
  options: SwiperOptions
  label: string
  className?: string
  slideClass?: string
  slides: React.ReactNode[]
  onInit?: (swiper: Swiper) => void
}) {
  const { t, i18n } = useTranslation('demos')
  const el = useRef<HTMLDivElement>(null)
  const swiper = useRef<Swiper | null>(null)
  const dir = i18n.dir()
  const a11y = {
    prevSlideMessage: t('swiper.a11y.prev'),
    nextSlideMessage: t('swiper.a11y.next'),
    firstSlideMessage: t('swiper.a11y.first'),
    lastSlideMessage: t('swiper.a11y.last'),
    // Swiper fills {{index}} and {{slidesLength}} itself.
    paginationBulletMessage: t('swiper.a11y.bullet', { index: '{{index}}' }),
    slideLabelMessage: t('swiper.a11y.slide', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
  }
  const a11yKey = JSON.stringify(a11y)

  useEffect(() => {
    if (!el.current) return
    // A linked carousel (gallery thumbnails) destroyed in the same commit is left out until it is re-created.
    const linked = typeof options.thumbs === 'object' ? options.thumbs.swiper : undefined
    const thumbs = linked instanceof Swiper && linked.destroyed ? { ...options.thumbs, swiper: null } : options.thumbs
    const instance = new Swiper(el.current, {
      createElements: true,
      ...options,
      thumbs,
      modules: [A11y, ...(options.modules ?? [])],
      a11y: { ...(JSON.parse(a11yKey) as typeof a11y), ...(typeof options.a11y === 'object' ? options.a11y : {}) },
    })
    swiper.current = instance
    onInit?.(instance)
    return () => {
      instance.destroy(true, true)
      swiper.current = null
    }
    // `onInit` is a callback for the parent; a new one does not rebuild the carousel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, dir, a11yKey])

  const onKeyDown = (e: React.KeyboardEvent) => {
    const s = swiper.current
    if (!s || e.target !== e.currentTarget) return
    const vertical = s.isHorizontal() === false
    const forward = vertical ? 'ArrowDown' : dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = vertical ? 'ArrowUp' : dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    if (e.key === forward) s.slideNext()
    else if (e.key === back) s.slidePrev()
    else if (e.key === 'Home') s.slideTo(0)
    else if (e.key === 'End') s.slideTo(s.slides.length - 1)
    else return
    e.preventDefault()
  }

  return (
    <div
      ref={el}
      dir={dir}
      role="region"
      aria-roledescription={t('swiper.carousel')}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="carousel"
      className={cn(
        'swiper w-full rounded-lg outline-none [--swiper-navigation-size:28px] [--swiper-theme-color:var(--primary)] focus-visible:ring-2 focus-visible:ring-primary',
        className,
      )}
    >
      <div className="swiper-wrapper">
        {slides.map((slide, i) => (
          <div key={i} className={cn('swiper-slide', slideClass)}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  )
}
