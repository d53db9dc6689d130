/**
 * The chart colours: the design tokens read from the document (light, dark, skins, the chosen
 * primary colour), the ECharts theme built from them, and a hook that re-renders on any change.
 * No ECharts import here: this module is cheap and pages may use it before ECharts has loaded.
 */
import { useMemo, useSyncExternalStore } from 'react'

export interface ChartTokens {
  primary: string
  secondary: string
  success: string
  info: string
  warning: string
  error: string
  text: string
  strong: string
  muted: string
  subtle: string
  border: string
  surface: string
  /** Series colours in order: primary, info, success, warning, error, secondary. */
  palette: string[]
  fontFamily: string
}

type TokenVar =
  'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'text' | 'text-strong' | 'muted' | 'subtle' | 'border' | 'surface'
const FALLBACK: Record<TokenVar, string> = {
  primary: '#ff4c51',
  secondary: '#8a8d93',
  success: '#56ca00',
  info: '#16b1ff',
  warning: '#ffb400',
  error: '#e5383b',
  text: '#2e263d',
  'text-strong': '#2e263d',
  muted: '#6d6777',
  subtle: '#aaa5b2',
  border: '#e6e5e8',
  surface: '#ffffff',
}

/** `#rrggbbaa` / `#rgba` -> `rgba()`, which every canvas colour parser understands. */
export function toCanvasColor(value: string): string {
  const v = value.trim()
  const m = /^#([0-9a-f]{4}|[0-9a-f]{8})$/i.exec(v)
  if (!m) return v
  const hex = m[1]!.length === 4 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16)
  return `rgba(${n(0)}, ${n(2)}, ${n(4)}, ${+(n(6) / 255).toFixed(3)})`
}

/** Reads the design tokens from the document (or from `el`, for a scoped theme). */
export function readChartTokens(el: Element | null = typeof document === 'undefined' ? null : document.documentElement): ChartTokens {
  const style = el ? getComputedStyle(el) : null
  const v = (name: TokenVar) => toCanvasColor(style?.getPropertyValue(`--${name}`).trim() || FALLBACK[name])
  const t = {
    primary: v('primary'),
    secondary: v('secondary'),
    success: v('success'),
    info: v('info'),
    warning: v('warning'),
    error: v('error'),
    text: v('text'),
    strong: v('text-strong'),
    muted: v('muted'),
    subtle: v('subtle'),
    border: v('border'),
    surface: v('surface'),
    fontFamily: style?.getPropertyValue('--font-sans').trim() || "'Public Sans', ui-sans-serif, system-ui, sans-serif",
  }
  return { ...t, palette: [t.primary, t.info, t.success, t.warning, t.error, t.secondary] }
}

/** The ECharts theme object built from the tokens (axes, legend, tooltip, series colours). */
export function chartTheme(c: ChartTokens): Record<string, unknown> {
  const axis = {
    axisLine: { lineStyle: { color: c.border } },
    axisTick: { lineStyle: { color: c.border } },
    axisLabel: { color: c.muted },
    splitLine: { lineStyle: { color: [c.border] } },
    splitArea: { areaStyle: { color: ['transparent'] } },
    nameTextStyle: { color: c.muted },
  }
  return {
    color: c.palette,
    backgroundColor: 'transparent',
    textStyle: { color: c.text, fontFamily: c.fontFamily },
    title: { textStyle: { color: c.strong }, subtextStyle: { color: c.muted } },
    legend: { textStyle: { color: c.muted }, pageTextStyle: { color: c.muted } },
    tooltip: {
      backgroundColor: c.surface,
      borderColor: c.border,
      textStyle: { color: c.text },
      axisPointer: { lineStyle: { color: c.border }, crossStyle: { color: c.border } },
    },
    categoryAxis: { ...axis, splitLine: { show: false, lineStyle: { color: [c.border] } } },
    valueAxis: axis,
    logAxis: axis,
    timeAxis: axis,
    radar: {
      axisName: { color: c.muted },
      axisLine: { lineStyle: { color: c.border } },
      splitLine: { lineStyle: { color: c.border } },
      splitArea: { areaStyle: { color: ['transparent'] } },
    },
    gauge: { title: { color: c.muted }, detail: { color: c.strong }, axisLabel: { color: c.muted } },
    pie: { itemStyle: { borderColor: c.surface }, label: { color: c.text } },
    bar: { itemStyle: { barBorderRadius: 4 } },
    line: { symbol: 'circle', smooth: false },
  }
}

/* One observer for all charts: the tokens change with <html> class (dark), style (primary colour) and data-skin. */
let snapshot = ''
const listeners = new Set<() => void>()
let observer: MutationObserver | null = null
const read = () => JSON.stringify(readChartTokens())
function subscribe(cb: () => void) {
  listeners.add(cb)
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(() => {
      const next = read()
      if (next !== snapshot) {
        snapshot = next
        listeners.forEach((l) => l())
      }
    })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'data-skin', 'data-semi-dark'] })
  }
  return () => {
    listeners.delete(cb)
    if (listeners.size === 0) {
      observer?.disconnect()
      observer = null
    }
  }
}
function getSnapshot() {
  if (!observer || !snapshot) snapshot = read()
  return snapshot
}

/** The current design tokens; components re-render when the theme or primary colour changes. */
export function useChartTokens(): ChartTokens {
  const json = useSyncExternalStore(subscribe, getSnapshot, () => JSON.stringify(readChartTokens(null)))
  return useMemo(() => JSON.parse(json) as ChartTokens, [json])
}
