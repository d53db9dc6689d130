import type { Alignment, Config, DriveStep, Side } from 'driver.js'

/** The shell elements the tour shows, by their stable `data-tour` ids (set in src/app/layouts). */
export const TOUR_STEPS = ['search', 'notifications', 'customizer', 'footer'] as const
export type TourStep = (typeof TOUR_STEPS)[number]
export const TOUR_TARGETS = Object.fromEntries(TOUR_STEPS.map((step) => [step, `[data-tour="${step}"]`])) as Record<TourStep, string>

/** Where each popover goes in left-to-right; `mirror` flips it for right-to-left. */
const PLACES: Record<TourStep, { side: Side; align: Alignment }> = {
  search: { side: 'bottom', align: 'start' },
  notifications: { side: 'bottom', align: 'end' },
  customizer: { side: 'left', align: 'center' },
  footer: { side: 'top', align: 'start' },
}

const mirrorSide = (side: Side): Side => (side === 'left' ? 'right' : side === 'right' ? 'left' : side)
const mirrorAlign = (align: Alignment): Alignment => (align === 'start' ? 'end' : align === 'end' ? 'start' : align)

/** The translated texts of the tour (`tour.*` of the demos namespace). */
export interface TourTexts {
  steps: Record<TourStep, { title: string; text: string }>
  next: string
  back: string
  finish: string
  /** With driver.js's own `{{current}}` and `{{total}}` placeholders left in. */
  progress: string
}

/** The driver.js configuration of the shell tour: translated texts, sides mirrored in RTL. */
export function tourConfig(texts: TourTexts, rtl: boolean): Config {
  const steps: DriveStep[] = TOUR_STEPS.map((step) => {
    const { side, align } = PLACES[step]
    return {
      element: TOUR_TARGETS[step],
      popover: {
        title: texts.steps[step].title,
        description: texts.steps[step].text,
        side: rtl ? mirrorSide(side) : side,
        align: rtl ? mirrorAlign(align) : align,
      },
    }
  })
  return {
    steps,
    showProgress: true,
    progressText: texts.progress,
    nextBtnText: texts.next,
    prevBtnText: texts.back,
    doneBtnText: texts.finish,
    popoverClass: 'vermilion-tour',
    overlayOpacity: 0.5,
    stagePadding: 6,
    stageRadius: 8,
  }
}
