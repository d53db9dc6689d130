// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { chartTheme, readChartTokens, toCanvasColor, useChartTokens } from './chart'

afterEach(() => {
  document.documentElement.removeAttribute('style')
  document.documentElement.className = ''
})

describe('chart tokens', () => {
  it('turns 8-digit hex into rgba and keeps other colours', () => {
    expect(toCanvasColor('#2e263de6')).toBe('rgba(46, 38, 61, 0.902)')
    expect(toCanvasColor('#fff8')).toBe('rgba(255, 255, 255, 0.533)')
    expect(toCanvasColor(' #ff4c51 ')).toBe('#ff4c51')
    expect(toCanvasColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)')
  })

  it('reads the CSS variables (custom primary colour first in the palette)', () => {
    const root = document.documentElement
    root.style.setProperty('--primary', '#8c57ff')
    root.style.setProperty('--muted', '#b7b2cc')
    root.style.setProperty('--text-strong', '#e7e3fce6')
    const t = readChartTokens()
    expect(t.primary).toBe('#8c57ff')
    expect(t.palette[0]).toBe('#8c57ff')
    expect(t.strong).toBe('rgba(231, 227, 252, 0.902)')
    const theme = chartTheme(t) as { color: string[]; valueAxis: { axisLabel: { color: string } }; tooltip: { backgroundColor: string } }
    expect(theme.color).toEqual(t.palette)
    expect(theme.valueAxis.axisLabel.color).toBe('#b7b2cc')
    expect(theme.tooltip.backgroundColor).toBe(t.surface)
  })

  it('re-renders when the theme changes on <html>', async () => {
    function Probe() {
      return <span data-testid="primary">{useChartTokens().primary}</span>
    }
    document.documentElement.style.setProperty('--primary', '#ff4c51')
    render(<Probe />)
    expect(screen.getByTestId('primary').textContent).toBe('#ff4c51')
    document.documentElement.style.setProperty('--primary', '#0d9394')
    await waitFor(() => expect(screen.getByTestId('primary').textContent).toBe('#0d9394'))
  })
})

describe('chart bundle', () => {
  it('nothing in src/app imports ui/chart statically (charts load with their lazy pages)', () => {
    const app = join(dirname(fileURLToPath(import.meta.url)), '../app')
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : /\.tsx?$/.test(n) ? [join(dir, n)] : []))
    const offenders = walk(app).filter((f) =>
      /(?:^|\n)\s*import\s[^;]*?from\s+['"](?:@\/ui\/chart|(?:\.\.\/)+ui\/chart)['"]/.test(readFileSync(f, 'utf8')),
    )
    expect(offenders.map((f) => relative(app, f))).toEqual([])
  })
})
