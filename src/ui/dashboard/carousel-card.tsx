import useEmblaCarousel from 'embla-carousel-react'
import { Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Card } from '../card'

/** embla reads matchMedia (every browser has it; jsdom has not: there the index alone moves the slides). */
const CAN_SLIDE = typeof window !== 'undefined' && typeof window.matchMedia === 'function'

/**
 * A card whose slides cycle on their own, with dot delimiters (the analytics "Website analytics"
 * card). Built on embla (as the landing page's reviews): swiping, the dots (24 px targets) and
 * the arrow keys on the focused track move the slides (mirrored in RTL: embla's `direction`);
 * auto-cycling stops while the pointer or focus is inside, when the user pauses it (WCAG 2.2.2)
 * or prefers reduced motion.
 */
export function CarouselCard({
  label,
  slides,
  interval = 5000,
  tone = 'primary',
  className,
}: {
  label: string
  slides: readonly { key: string; label: string; content: React.ReactNode }[]
  interval?: number
  tone?: 'primary' | 'surface'
  className?: string
}) {
  const { t, i18n } = useTranslation()
  const dir = i18n.dir()
  const [viewport, embla] = useEmblaCarousel({ loop: true, direction: dir })
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hold, setHold] = useState(false)

  const goTo = (i: number) => setIndex((i + slides.length) % slides.length)

  useEffect(() => {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
    if (paused || hold || reduced || slides.length < 2) return
    const id = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), interval)
    return () => window.clearInterval(id)
  }, [paused, hold, interval, slides.length])

  // The index leads (auto-cycling, dots, keys); embla follows.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index)
  }, [embla, index])

  // A swipe lands on a slide: the dots follow.
  useEffect(() => {
    if (!embla) return
    const onSelect = () => setIndex(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => void embla.off('select', onSelect)
  }, [embla])

  // Arrow keys on the track: the next slide is on the reading side (left in Arabic).
  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key as 'ArrowRight' | 'ArrowLeft']
    if (step === undefined) return
    e.preventDefault()
    goTo(index + (dir === 'rtl' ? -step : step))
  }

  const onPrimary = tone === 'primary'
  return (
    <Card
      aria-roledescription={t('dashboard.carousel')}
      aria-label={label}
      className={cn('relative overflow-hidden', onPrimary && 'bg-primary-fill text-white', className)}
      onPointerEnter={() => setHold(true)}
      onPointerLeave={() => setHold(false)}
      onFocus={() => setHold(true)}
      onBlur={() => setHold(false)}
    >
      <div
        ref={CAN_SLIDE ? viewport : undefined}
        role="group"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-live={paused || hold ? 'polite' : 'off'}
        className="overflow-hidden outline-none focus-visible:ring-2 focus-visible:ring-current focus-visible:ring-inset"
      >
        <div className="flex">
          {slides.map((s, i) => (
            <div
              key={s.key}
              role="group"
              aria-roledescription={t('dashboard.slide')}
              aria-label={t('dashboard.slideOf', { n: i + 1, total: slides.length, label: s.label })}
              aria-hidden={i !== index}
              inert={i !== index}
              className="w-full min-w-0 shrink-0 grow-0 basis-full p-5"
            >
              {s.content}
            </div>
          ))}
        </div>
      </div>
      <div className="absolute end-3 top-3 flex items-center gap-1">
        {slides.map((s, i) => (
          <button
            key={s.key}
            type="button"
            aria-label={t('dashboard.showSlide', { label: s.label })}
            aria-current={i === index || undefined}
            onClick={() => goTo(i)}
            className="flex size-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden
              className={cn(
                'size-2 rounded-full transition-opacity',
                onPrimary ? 'bg-white' : 'bg-primary',
                i === index ? 'opacity-100' : 'opacity-40',
              )}
            />
          </button>
        ))}
        <button
          type="button"
          aria-label={paused ? t('dashboard.play') : t('dashboard.pause')}
          onClick={() => setPaused((p) => !p)}
          className="ms-1 flex size-7 items-center justify-center rounded-full hover:bg-current/15 [&_svg]:size-4"
        >
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
        </button>
      </div>
    </Card>
  )
}
