import { ArrowRight } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { sectionId } from '../lib/sections'

/**
 * Hero: headline, "Get early access", and the dashboard picture that follows the mouse a little
 * (parallax; not when the visitor prefers reduced motion). The picture is the LCP: eager, sized.
 */
export function LandingHero() {
  const { t } = useTranslation('front')
  const image = useRef<HTMLImageElement>(null)
  const onMove = (e: React.MouseEvent<HTMLElement>) => {
    if (!image.current || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const r = e.currentTarget.getBoundingClientRect()
    const x = ((e.clientX - r.left) / r.width - 0.5) * -16
    const y = ((e.clientY - r.top) / r.height - 0.5) * -16
    image.current.style.transform = `translate3d(${x}px, ${y}px, 0)`
  }
  return (
    <section
      id={sectionId('home')}
      aria-labelledby="landing-hero-title"
      onMouseMove={onMove}
      className="scroll-mt-16 overflow-hidden bg-gradient-to-b from-primary/10 to-transparent pt-12 sm:pt-20"
    >
      <div className="mx-auto max-w-7xl px-4 text-center sm:px-6">
        <h1 id="landing-hero-title" className="mx-auto max-w-3xl text-3xl leading-tight font-bold text-strong sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={`${linkTo('frontLanding')}#landing-pricing`} className={buttonVariants({ size: 'lg' })}>
            {t('hero.cta')}
            <ArrowRight aria-hidden className="rtl:rotate-180" />
          </Link>
          <Link to={linkTo('frontHelpCenter')} className={buttonVariants({ size: 'lg', variant: 'outlined' })}>
            {t('hero.secondary')}
          </Link>
        </div>
        <img
          ref={image}
          src="/images/front/hero-dashboard.svg"
          alt={t('hero.imageAlt')}
          width={1200}
          height={640}
          fetchPriority="high"
          className="mx-auto mt-12 w-full max-w-5xl rounded-t-xl shadow-pop transition-transform duration-200 ease-out will-change-transform"
        />
      </div>
    </section>
  )
}
