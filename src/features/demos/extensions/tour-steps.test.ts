import { describe, expect, it } from 'vitest'
import { TOUR_TARGETS, tourConfig } from './tour-steps'

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key)

describe('the shell tour', () => {
  it('visits search, notifications, customizer and footer with translated texts', () => {
    const config = tourConfig(t, false)
    expect(config.steps!.map((s) => s.element)).toEqual(Object.values(TOUR_TARGETS))
    expect(config.steps![1]!.popover).toMatchObject({
      title: 'tour.steps.notifications.title',
      description: 'tour.steps.notifications.text',
    })
    expect(config).toMatchObject({ nextBtnText: 'tour.next', prevBtnText: 'tour.back', doneBtnText: 'tour.finish', showProgress: true })
    // driver.js fills the progress placeholders itself
    expect(config.progressText).toBe('tour.progress{"current":"{{current}}","total":"{{total}}"}')
  })

  it('mirrors sides and alignments in right-to-left', () => {
    const place = (rtl: boolean) => tourConfig(t, rtl).steps!.map((s) => [s.popover!.side, s.popover!.align])
    expect(place(false)).toEqual([
      ['bottom', 'start'],
      ['bottom', 'end'],
      ['left', 'center'],
      ['top', 'start'],
    ])
    expect(place(true)).toEqual([
      ['bottom', 'end'],
      ['bottom', 'start'],
      ['right', 'center'],
      ['top', 'end'],
    ])
  })
})
