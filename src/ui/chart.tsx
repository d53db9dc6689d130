/**
 * THE ECharts wrapper. Heavy (~170 kB gzip with the set below): import it only from pages that
 * the router lazy-loads, never statically from src/app (a test checks this).
 *
 * - `echarts/core` with line, bar, pie, gauge and radar charts and the grid, tooltip, legend and
 *   dataset components, canvas renderer. Need more? `registerCharts(ScatterChart, …)` from the
 *   page before rendering (imports from 'echarts/charts' / 'echarts/components').
 * - Colours come from the CSS tokens (--primary, --text, --muted, --border, …) through an
 *   ECharts theme, so charts follow light/dark, the skins and the custom primary colour, and
 *   re-render when any of them changes. Pass `option` as a function to use the tokens in your
 *   series (`(c) => ({ series: [{ color: c.success, … }] })`).
 */
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { BarChart, GaugeChart, LineChart, PieChart, RadarChart } from 'echarts/charts'
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import type { EChartsCoreOption, EChartsType } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { useMemo, useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'

echarts.use([LineChart, BarChart, PieChart, GaugeChart, RadarChart, GridComponent, TooltipComponent, LegendComponent, DatasetComponent, CanvasRenderer])

/** Registers more chart types or components (e.g. ScatterChart, TitleComponent). */
export function registerCharts(...extensions: Parameters<typeof echarts.use>[0][]): void {
  echarts.use(extensions.flat())
}

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

type TokenVar = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'text' | 'text-strong' | 'muted' | 'subtle' | 'border' | 'surface'
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
    radar: { axisName: { color: c.muted }, axisLine: { lineStyle: { color: c.border } }, splitLine: { lineStyle: { color: c.border } }, splitArea: { areaStyle: { color: ['transparent'] } } },
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

export interface ChartProps {
  /** ECharts option, or a function of the tokens to colour series explicitly. */
  option: EChartsCoreOption | ((tokens: ChartTokens) => EChartsCoreOption)
  /** Accessible name; the chart itself is a picture (role img) — give the numbers in text nearby too. */
  label: string
  height?: number | string
  loading?: boolean
  /** Replace the previous option instead of merging (for series that come and go). */
  notMerge?: boolean
  onEvents?: Record<string, (params: unknown) => void>
  onReady?: (chart: EChartsType) => void
  className?: string
}

export function Chart({ option, label, height = 300, loading, notMerge, onEvents, onReady, className }: ChartProps) {
  const tokens = useChartTokens()
  const theme = useMemo(() => chartTheme(tokens), [tokens])
  const resolved = useMemo(() => (typeof option === 'function' ? option(tokens) : option), [option, tokens])
  return (
    <div role="img" aria-label={label} data-slot="chart" className={cn('w-full', className)}>
      <ReactEChartsCore
        echarts={echarts}
        option={resolved}
        theme={theme}
        notMerge={notMerge}
        lazyUpdate
        showLoading={loading}
        loadingOption={{ text: '', color: tokens.primary, maskColor: 'transparent' }}
        opts={{ renderer: 'canvas' }}
        onEvents={onEvents}
        onChartReady={onReady}
        style={{ height, width: '100%' }}
      />
    </div>
  )
}
