/**
 * THE ECharts wrapper. ECharts itself (~170 kB gzip) is in ./charts/chart-canvas, loaded on
 * demand when the first chart scrolls into view; still import this module only from pages that
 * the router lazy-loads, never statically from src/app (a test checks this).
 *
 * - Need more chart types? `registerCharts(ScatterChart, …)` from the page (imports from
 *   'echarts/charts' / 'echarts/components'): they land in the page's chunk.
 * - Colours come from the CSS tokens (--primary, --text, --muted, --border, …) through an
 *   ECharts theme, so charts follow light/dark, the skins and the custom primary colour, and
 *   re-render when any of them changes. Pass `option` as a function to use the tokens (and the
 *   language's Intl formatters) in your series: `(c, env) => ({ series: [{ color: c.success, … }] })`
 *   — the presets of ./charts/presets are such functions.
 * - Right-to-left: every option is mirrored in RTL (./charts/mirror).
 * - Drawn as it scrolls into view, one chart per frame (./charts/draw-queue): no long task.
 * - A text alternative: `label` names the picture; `summary` (headline figure and a short
 *   description) is read by screen readers.
 */
import { lazy, Suspense, useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { EChartsCoreOption, EChartsType } from 'echarts/core'
import { cn } from '@/lib/cn'
import { chartEnv, type ChartEnv } from './charts/env'
import { useDrawTurn } from './charts/draw-queue'
import { mirrorOption } from './charts/mirror'
import { chartTheme, useChartTokens, type ChartTokens } from './charts/tokens'

export { registerCharts } from './charts/extensions'
export { chartTheme, readChartTokens, toCanvasColor, useChartTokens, type ChartTokens } from './charts/tokens'
export type { ChartEnv } from './charts/env'

/** ECharts core and the chart types: two chunks, loaded in parallel. */
const loadCanvas = () => Promise.all([import('./charts/chart-canvas'), import('./charts/chart-types')]).then(([canvas]) => canvas)
const ChartCanvas = lazy(loadCanvas)

/** An option, or a function of the tokens and the language environment. */
export type ChartOption = EChartsCoreOption | ((tokens: ChartTokens, env: ChartEnv) => EChartsCoreOption)

/** The option as drawn: resolved for the tokens and language, mirrored in RTL. */
export function resolveOption(option: ChartOption, tokens: ChartTokens, env: ChartEnv): EChartsCoreOption {
  return mirrorOption(typeof option === 'function' ? option(tokens, env) : option, env.rtl)
}

export interface ChartProps {
  /** ECharts option, or a function of the tokens (and the language environment) to colour series explicitly. */
  option: ChartOption
  /** Accessible name; the chart itself is a picture (role img). */
  label: string
  /** Its text alternative: the headline figure and a short summary, read by screen readers. */
  summary?: string
  height?: number | string
  loading?: boolean
  /** Replace the previous option instead of merging (for series that come and go). */
  notMerge?: boolean
  onEvents?: Record<string, (params: unknown) => void>
  onReady?: (chart: EChartsType) => void
  className?: string
}

export function Chart({ option, label, summary, height = 300, loading, notMerge, onEvents, onReady, className }: ChartProps) {
  const tokens = useChartTokens()
  const { i18n } = useTranslation()
  const language = i18n.language || 'fr'
  const rtl = typeof i18n.dir === 'function' ? i18n.dir(language) === 'rtl' : language === 'ar'
  const env = chartEnv(language, rtl)
  const theme = useMemo(() => chartTheme(tokens), [tokens])
  const resolved = useMemo(() => resolveOption(option, tokens, env), [option, tokens, env])
  const ref = useRef<HTMLDivElement>(null)
  // A chart's turn comes once the chart code is in: the next chart draws a frame later.
  const drawn = useDrawTurn(ref, loadCanvas)
  const summaryId = useId()
  const placeholder = <div aria-hidden data-slot="chart-placeholder" style={{ height }} />
  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      aria-describedby={summary ? summaryId : undefined}
      data-slot="chart"
      data-drawn={drawn || undefined}
      className={cn('w-full', className)}
    >
      {summary && (
        <span id={summaryId} className="sr-only">
          {summary}
        </span>
      )}
      {drawn ? (
        <Suspense fallback={placeholder}>
          <ChartCanvas
            key={`${language}-${rtl}`}
            option={resolved}
            theme={theme}
            primary={tokens.primary}
            height={height}
            loading={loading}
            notMerge={notMerge}
            onEvents={onEvents}
            onReady={onReady}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
