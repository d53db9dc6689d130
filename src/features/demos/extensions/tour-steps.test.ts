import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { TOUR_STEPS, TOUR_TARGETS, tourConfig, type TourTexts } from './tour-steps'

const step = (name: string) => ({ title: `${name} title`, text: `${name} text` })
const texts: TourTexts = {
  steps: { search: step('search'), notifications: step('notifications'), customizer: step('customizer'), footer: step('footer') },
  next: 'Next',
  back: 'Back',
  finish: 'Finish',
  progress: '{{current}} of {{total}}',
}

describe('the shell tour', () => {
  it('visits search, notifications, customizer and footer with translated texts', () => {
    const config = tourConfig(texts, false)
    expect(config.steps!.map((s) => s.element)).toEqual(Object.values(TOUR_TARGETS))
    expect(config.steps![1]!.popover).toMatchObject({
      title: 'notifications title',
      description: 'notifications text',
    })
    expect(config).toMatchObject({ nextBtnText: 'Next', prevBtnText: 'Back', doneBtnText: 'Finish', showProgress: true })
    // driver.js fills the progress placeholders itself
    expect(config.progressText).toBe('{{current}} of {{total}}')
  })

  it('mirrors sides and alignments in right-to-left', () => {
    const place = (rtl: boolean) => tourConfig(texts, rtl).steps!.map((s) => [s.popover!.side, s.popover!.align])
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

describe('the tour targets', () => {
  it('are the stable data-tour ids of the shell, each set once in src/app/layouts', () => {
    expect(TOUR_TARGETS).toEqual({
      search: '[data-tour="search"]',
      notifications: '[data-tour="notifications"]',
      customizer: '[data-tour="customizer"]',
      footer: '[data-tour="footer"]',
    })
    const shell = ['navbar.tsx', 'topbar/notifications.tsx', 'customizer.tsx', 'footer.tsx']
      .map((file) => readFileSync(`src/app/layouts/${file}`, 'utf8'))
      .join('\n')
    for (const step of TOUR_STEPS) expect(shell.split(`data-tour="${step}"`)).toHaveLength(2)
  })
})
