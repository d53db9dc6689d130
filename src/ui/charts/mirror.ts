/**
 * Right-to-left for ECharts, which does not mirror itself (SCREENS section 4.3): in RTL the
 * x axis runs right to left (`inverse`), value axes sit on the other side, grid margins, legend
 * and gauge / pie sweeps swap sides, and the tooltip's text is right-aligned. Applied by the
 * Chart wrapper to every option, so a page's own option mirrors like the presets.
 */
type Obj = Record<string, unknown>

const each = (value: unknown, fn: (o: Obj) => Obj): unknown =>
  Array.isArray(value) ? value.map((v) => fn(v as Obj)) : value && typeof value === 'object' ? fn(value as Obj) : value

const SIDE: Record<string, string> = { left: 'right', right: 'left' }

/** Swaps `left` and `right` (and the `left`/`right` keywords as values) of a positioned box. */
function swapSides(o: Obj): Obj {
  const out: Obj = { ...o }
  delete out.left
  delete out.right
  if ('left' in o) out.right = typeof o.left === 'string' && o.left in SIDE ? SIDE[o.left] : o.left
  if ('right' in o) out.left = typeof o.right === 'string' && o.right in SIDE ? SIDE[o.right] : o.right
  return out
}

function mirrorSeries(s: Obj): Obj {
  if (s.type === 'gauge') {
    const start = typeof s.startAngle === 'number' ? s.startAngle : 225
    const end = typeof s.endAngle === 'number' ? s.endAngle : -45
    return { ...s, startAngle: 180 - start, endAngle: 180 - end, clockwise: s.clockwise === false }
  }
  if (s.type === 'pie') return { ...s, clockwise: s.clockwise === false }
  return s
}

export function mirrorOption<O extends object>(option: O, rtl: boolean): O {
  if (!rtl) return option
  const o = option as Obj
  const out: Obj = { ...o }
  if (o.xAxis) out.xAxis = each(o.xAxis, (a) => ({ ...a, inverse: !a.inverse }))
  if (o.yAxis) out.yAxis = each(o.yAxis, (a) => ({ ...a, position: a.position === 'right' ? 'left' : 'right' }))
  if (o.grid) out.grid = each(o.grid, swapSides)
  if (o.legend) out.legend = each(o.legend, (l) => ({ ...swapSides(l), align: 'right' }))
  if (o.tooltip)
    out.tooltip = each(o.tooltip, (t) => ({
      ...t,
      textStyle: { ...(t.textStyle as Obj | undefined), align: 'right' },
      extraCssText: 'direction: rtl; text-align: right;',
    }))
  if (o.series) out.series = each(o.series, mirrorSeries)
  return out as O
}
