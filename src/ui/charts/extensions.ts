import type { use as echartsUse } from 'echarts/core'

/** What `echarts.use` takes: chart types and components (from 'echarts/charts' / 'echarts/components'). */
export type ChartExtension = Parameters<typeof echartsUse>[0]

/**
 * Chart types a page registers before ECharts has loaded wait here; the canvas module applies
 * them when it loads, and applies later ones at once.
 */
const pending: ChartExtension[] = []
let apply: ((extensions: ChartExtension[]) => void) | undefined

export function registerCharts(...extensions: ChartExtension[]): void {
  if (apply) apply(extensions)
  else pending.push(...extensions)
}

/** Called once by the canvas module with `echarts.use`. */
export function connectExtensions(register: (extensions: ChartExtension[]) => void): void {
  apply = register
  register(pending.splice(0))
}
