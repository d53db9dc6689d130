import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { I18nKey } from '@/i18n/i18n-keys'
import { IconButton } from '@/ui/icon-button'
import { RatingView } from '@/ui/rating'

/** Customer reviews (fictional people; the quotes and roles are in front.json). */
type Brand = 'nordlys' | 'corvid' | 'peony' | 'atelier'
const BRAND_NAMES: Record<Brand, I18nKey<'front'>> = {
  nordlys: 'reviews.brands.nordlys',
  corvid: 'reviews.brands.corvid',
  peony: 'reviews.brands.peony',
  atelier: 'reviews.brands.atelier',
}
const REVIEWS: readonly { text: I18nKey<'front'>; role: I18nKey<'front'>; name: string; avatar: string; rating: number; brand: Brand }[] = [
  {
    text: 'reviews.items.r1.text',
    role: 'reviews.items.r1.role',
    name: 'Camille Girard',
    avatar: '/images/avatars/3.svg',
    rating: 5,
    brand: 'nordlys',
  },
  {
    text: 'reviews.items.r2.text',
    role: 'reviews.items.r2.role',
    name: 'Yacine Mansour',
    avatar: '/images/avatars/8.svg',
    rating: 5,
    brand: 'corvid',
  },
  {
    text: 'reviews.items.r3.text',
    role: 'reviews.items.r3.role',
    name: 'Inès Laurent',
    avatar: '/images/avatars/15.svg',
    rating: 4,
    brand: 'peony',
  },
  {
    text: 'reviews.items.r4.text',
    role: 'reviews.items.r4.role',
    name: 'Hugo Petit',
    avatar: '/images/avatars/26.svg',
    rating: 5,
    brand: 'atelier',
  },
  {
    text: 'reviews.items.r5.text',
    role: 'reviews.items.r5.role',
    name: 'Salma Idrissi',
    avatar: '/images/avatars/41.svg',
    rating: 4.5,
    brand: 'nordlys',
  },
]

/**
 * The reviews carousel (embla + autoplay): prev / next buttons, one card per slide group; in
 * Arabic it runs right to left. Autoplay stops on interaction and for reduced motion.
 */
export function ReviewsCarousel() {
  const { t, i18n } = useTranslation('front')
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  const [viewport, api] = useEmblaCarousel(
    { loop: true, align: 'start', direction: i18n.dir() },
    reduced ? [] : [Autoplay({ delay: 5000, stopOnInteraction: true })],
  )
  const [selected, setSelected] = useState(0)
  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    api.on('select', onSelect)
    return () => void api.off('select', onSelect)
  }, [api])
  const prev = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  return (
    <div role="region" aria-roledescription={t('reviews.carousel')} aria-label={t('reviews.title')}>
      <div className="mb-4 flex justify-end gap-2">
        <IconButton label={t('reviews.previous')} onClick={prev} className="border border-border">
          <ChevronLeft className="rtl:rotate-180" />
        </IconButton>
        <IconButton label={t('reviews.next')} onClick={next} className="border border-border">
          <ChevronRight className="rtl:rotate-180" />
        </IconButton>
      </div>
      <div ref={viewport} className="overflow-hidden">
        <ul className="-ms-4 flex touch-pan-y">
          {REVIEWS.map((r, i) => (
            <li
              key={r.name}
              aria-roledescription={t('reviews.slide')}
              aria-label={t('reviews.position', { n: i + 1, total: REVIEWS.length })}
              aria-current={selected === i || undefined}
              className="min-w-0 shrink-0 grow-0 basis-full ps-4 sm:basis-1/2 lg:basis-1/3"
            >
              <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-surface p-6">
                <img
                  src={`/images/front/brand-${r.brand}.svg`}
                  alt={t(BRAND_NAMES[r.brand])}
                  width={120}
                  height={28}
                  loading="lazy"
                  className="h-7 w-auto self-start"
                />
                <blockquote className="flex-1 text-text">{t(r.text)}</blockquote>
                <RatingView value={r.rating} />
                <figcaption className="flex items-center gap-3">
                  <img src={r.avatar} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full" />
                  <span>
                    <span className="block font-medium text-strong">{r.name}</span>
                    <span className="block text-sm text-muted">{t(r.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
