// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Alert } from './alert'
import { Button } from './button'
import { Badge, Chip } from './chip'
import { LinearProgress } from './progress'
import { StatCard } from './stat-card'
import { tone, toneClasses, TONES } from './tone'

/** The design system and the features (the app shell's few status colours are its own). */
const ROOTS = ['src/ui', 'src/features'].map((dir) => join(process.cwd(), dir))
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'mocks' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })

describe('the tone map', () => {
  it('gives every tone every class, written out with its own colour', () => {
    for (const t of TONES) {
      const k = toneClasses[t]
      expect(k.solid).toBe(`bg-${t}-fill`) // the accessible fill shade under white text (issue 14 item 8)
      expect(k.soft).toBe(`bg-${t}/15 text-${t}`)
      expect(k.softHover).toBe(`hover:bg-${t}/25`)
      expect(k.text).toBe(`text-${t}`)
      expect(k.border).toBe(`border-${t}`)
      expect(k.hover).toBe(`hover:bg-${t}/10`)
      expect(k.ring).toBe(`ring-${t}`)
      expect(k.dot).toBe(`bg-${t} ring-${t}/20`)
      expect(k.track).toBe(`bg-${t}/15`)
    }
    expect(tone()).toBe(toneClasses.primary)
    expect(tone('error')).toBe(toneClasses.error)
  })

  it('is the only source of toned classes: no class built from a template, no safelist', () => {
    const offenders = ROOTS.flatMap(sources).filter((path) => {
      const text = readFileSync(path, 'utf8')
      return /(?:bg|text|border|ring)-\$\{/.test(text) || text.includes('Safelist')
    })
    expect(offenders).toEqual([])
  })

  it('colours button, chip, badge, alert, progress and stat card from the map', () => {
    renderWithProviders(
      <>
        <Button color="success" variant="tonal">
          Tonal
        </Button>
        <Button color="warning" variant="outlined">
          Outlined
        </Button>
        <Button color="error">Filled</Button>
        <Chip tone="info">Chip</Chip>
        <Badge count={7} tone="warning" />
        <Alert tone="secondary" variant="outlined">
          Note
        </Alert>
        <LinearProgress label="Upload" value={40} tone="success" />
        <StatCard label="Banned" value={3} tone="error" icon={<svg />} onClick={() => {}} active />
      </>,
    )
    expect(screen.getByRole('button', { name: 'Tonal' }).className).toContain('bg-success/15 text-success hover:bg-success/25')
    expect(screen.getByRole('button', { name: 'Outlined' }).className).toContain('border-warning text-warning hover:bg-warning/10')
    expect(screen.getByRole('button', { name: 'Filled' }).className).toContain('bg-error-fill text-white')
    expect(screen.getByText('Chip').className).toContain('bg-info/15 text-info')
    expect(screen.getByText('7').className).toContain('bg-warning')
    expect(screen.getByRole('status').className).toContain('border-secondary text-secondary')
    const bar = screen.getByRole('progressbar', { name: 'Upload' })
    expect(bar.className).toContain('bg-success/15')
    expect((bar.firstElementChild as HTMLElement).className).toContain('bg-success')
    expect(screen.getByRole('button', { name: /Banned/ }).className).toContain('ring-error')
  })

  it('a chip without a tone is primary', () => {
    render(<Chip>Plain</Chip>)
    expect(screen.getByText('Plain').className).toContain('bg-primary/15 text-primary')
  })
})
