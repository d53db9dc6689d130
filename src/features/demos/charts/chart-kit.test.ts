import { describe, expect, it } from 'vitest'
import { mirror } from './chart-kit'

describe('mirror (ECharts options in RTL)', () => {
  const option = {
    legend: { top: 0 },
    xAxis: { type: 'category', data: ['a', 'b'] },
    yAxis: [{ type: 'value' }, { type: 'value', position: 'right' }],
    series: [],
  }

  it('leaves left-to-right options as they are, legend at the start', () => {
    expect(mirror(option, false)).toEqual({ ...option, xAxis: [option.xAxis], legend: { top: 0, left: 0 } })
  })

  it('runs x axes from the right, moves y axes to the other side and the legend to the right', () => {
    const out = mirror(option, true) as { xAxis: { inverse: boolean }[]; yAxis: { position: string }[]; legend: Record<string, unknown> }
    expect(out.xAxis[0]!.inverse).toBe(true)
    expect(out.yAxis.map((a) => a.position)).toEqual(['right', 'left'])
    expect(out.legend).toEqual({ top: 0, right: 0 })
  })

  it('does not add axes to charts without them (pie, radar, gauge)', () => {
    expect(mirror({ series: [{ type: 'pie' }] }, true)).toEqual({ series: [{ type: 'pie' }] })
  })
})
