import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Card } from '../card'

/** Slides are as wide as the track: slide i starts at i widths (negative scrollLeft in RTL). */
function scrollToSlide(el: HTMLElement | null, i: number) {
  if (!el) return
  const left = i * el.clientWidth * (getComputedStyle(el).direction === 'rtl' ? -1 : 1)
  if (Math.abs(el.scrollLeft - left) > 4) el.scrollTo({ left, behavior: 'smooth' })
}

/**
 * A card whose slides cycle on their own, with dot delimiters (the analytics "Website analytics"
 * card). Built on CSS scroll-snap (embla is not installed yet): swiping and the dots scroll the
 * track; auto-cycling stops while the pointer or focus is inside, when the user pauses it
 * (WCAG 2.2.2) or prefers reduced motion. Mirrors in RTL (scrolling follows the direction).
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
  const { t } = useTranslation()
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hold, setHold] = useState(false)

  const goTo = (i: number) => {
    scrollToSlide(track.current, i)
    setIndex(i)
  }

  useEffect(() => {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
    if (paused || hold || reduced || slides.length < 2) return
    const id = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), interval)
    return () => window.clearInterval(id)
  }, [paused, hold, interval, slides.length])

  // Auto-cycling moves the index; the track follows.
  useEffect(() => scrollToSlide(track.current, index), [index])

  // A swipe lands on a slide: the dots follow.
  const onScroll = () => {
    const el = track.current
    if (!el) return
    const i = Math.round(Math.abs(el.scrollLeft) / Math.max(1, el.clientWidth))
    if (i !== index && i < slides.length) setIndex(i)
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
        ref={track}
        role="group"
        aria-label={label}
        tabIndex={0}
        onScroll={onScroll}
        aria-live={paused || hold ? 'polite' : 'off'}
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto scroll-smooth"
      >
        {slides.map((s, i) => (
          <div
            key={s.key}
            role="group"
            aria-roledescription={t('dashboard.slide')}
            aria-label={t('dashboard.slideOf', { n: i + 1, total: slides.length, label: s.label })}
            aria-hidden={i !== index}
            inert={i !== index}
            className="w-full shrink-0 snap-start p-5"
          >
            {s.content}
          </div>
        ))}
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
