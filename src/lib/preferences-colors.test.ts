import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PRIMARY_PRESETS } from './preferences'
import { contrast, mix, accessibleShades } from './preferences-colors'

const LIGHT = ['#ffffff', '#f4f5fa', '#f7f7f9']
const DARK = ['#28243d', '#312d4b', '#2a263f']

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#ffffff', '#ffffff')).toBe(1)
    // The figure: white on the brand colour is 3.3:1.
    expect(contrast('#ffffff', '#ff4c51')).toBeCloseTo(3.3, 1)
  })
})

describe('accessibleShades', () => {
  const colours = [...PRIMARY_PRESETS, '#ffff00', '#00ff00', '#123456', '#ffffff', '#000000', '#e0e0e0']
  it.each(colours)('%s: white text on the fill and primary text on every surface and tint reach 4.5:1', (primary) => {
    const s = accessibleShades(primary)
    expect(contrast('#ffffff', s.fill)).toBeGreaterThanOrEqual(4.5)
    for (const bg of LIGHT) {
      expect(contrast(s.inkLight, bg)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(s.inkLight, mix(bg, s.inkLight, 0.15))).toBeGreaterThanOrEqual(4.5)
    }
    for (const bg of DARK) {
      expect(contrast(s.inkDark, bg)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(s.inkDark, mix(bg, s.inkDark, 0.15))).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('keeps a colour that is already accessible, and stays near the brand colour otherwise', () => {
    expect(accessibleShades('#123456').inkLight).toBe('#123456')
    expect(accessibleShades('#123456').fill).toBe('#123456')
    const s = accessibleShades('#FF4C51')
    // The nearest passing shade: one step less would fail.
    expect(contrast('#ffffff', mix('#ff4c51', '#000000', 0.16))).toBeLessThan(4.6)
    expect(s.fill).toBe(mix('#ff4c51', '#000000', 0.18))
  })

  it('the defaults in styles/index.css are the computed shades of the default primary', () => {
    const css = readFileSync('src/styles/index.css', 'utf8')
    const token = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(css)?.[1]
    const s = accessibleShades('#FF4C51')
    expect(token('primary')).toBe('#ff4c51')
    expect(token('primary-fill')).toBe(s.fill)
    expect(token('primary-dark')).toBe(s.fillDark)
    expect(token('primary-ink-light')).toBe(s.inkLight)
    expect(token('primary-ink-dark')).toBe(s.inkDark)
  })

  it.each(['secondary', 'success', 'info', 'warning', 'error'])('the %s tone in styles/index.css has its computed shades', (tone) => {
    const css = readFileSync('src/styles/index.css', 'utf8')
    const token = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(css)?.[1]
    const s = accessibleShades(token(tone)!)
    expect(token(`${tone}-fill`)).toBe(s.fill)
    expect(token(`${tone}-ink-light`)).toBe(s.inkLight)
    expect(token(`${tone}-ink-dark`)).toBe(s.inkDark)
  })

  it('muted and subtle text reach 4.5:1 on the surfaces of their theme', () => {
    const css = readFileSync('src/styles/index.css', 'utf8')
    const [light, dark] = [/:root \{[^}]*\}/.exec(css)![0], /\.dark \{[^}]*\}/.exec(css)![0]]
    const token = (block: string, name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(block)![1]!
    for (const name of ['muted', 'subtle']) {
      for (const bg of LIGHT) expect(contrast(token(light, name), bg)).toBeGreaterThanOrEqual(4.5)
      for (const bg of DARK) expect(contrast(token(dark, name), bg)).toBeGreaterThanOrEqual(4.5)
    }
  })
})
