import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { toneClasses, TONES } from '@/ui/tone'

/** Local pictures (offline), one per slide. */
export const PICTURES = ['art-1', 'design-1', 'psychology-1', 'uiux-1', 'web-1', 'art-2'] as const

/** Picture slides: the course covers of public/images, with a translated alternative text. */
export function Pictures(height = 'h-56', lazy = false) {
  return PICTURES.map((name, i) => <Picture key={name} name={name} n={i + 1} height={height} lazy={lazy} />)
}

function Picture({ name, n, height, lazy }: { name: string; n: number; height: string; lazy: boolean }) {
  const { t } = useTranslation('demos')
  return (
    <img
      src={`/images/courses/${name}.svg`}
      alt={t('swiper.picture', { n })}
      loading={lazy ? 'lazy' : undefined}
      className={cn('w-full rounded-lg bg-surface-2 object-cover', height)}
    />
  )
}

/** Numbered tonal panels, the tones in turn. */
export function Panels(count: number, height = 'h-40') {
  return Array.from({ length: count }, (_, i) => <Panel key={i} n={i + 1} height={height} />)
}

function Panel({ n, height }: { n: number; height: string }) {
  const { t } = useTranslation('demos')
  return (
    <div
      className={cn(
        'flex items-center justify-center rounded-lg text-lg font-medium',
        height,
        toneClasses[TONES[(n - 1) % TONES.length]!].soft,
      )}
    >
      {t('sample.slide', { n })}
    </div>
  )
}

/** The same panel built as a DOM element, for Swiper's virtual slides (Swiper renders those itself). */
export function usePanels() {
  const { t } = useTranslation('demos')
  return useCallback(
    (_slide: unknown, n: number) => {
      const slide = document.createElement('div')
      slide.className = 'swiper-slide'
      const panel = document.createElement('div')
      panel.className = cn(
        'flex h-40 items-center justify-center rounded-lg text-lg font-medium',
        toneClasses[TONES[n % TONES.length]!].soft,
      )
      panel.textContent = t('sample.slide', { n: n + 1 })
      slide.append(panel)
      return slide
    },
    [t],
  )
}
