import { describe, expect, it } from 'vitest'
import { deliverySteps, driverOf } from './delivery-steps'

describe('delivery steps', () => {
  it('marks the steps done by progress, with dates only for done steps', () => {
    const waiting = deliverySteps({ id: 3, progress: 0 })
    expect(waiting.map((s) => s.done)).toEqual([true, false, false])
    expect(waiting[1]!.at).toBeUndefined()
    const moving = deliverySteps({ id: 3, progress: 40 })
    expect(moving.map((s) => s.done)).toEqual([true, true, false])
    expect(Date.parse(moving[1]!.at!)).toBeGreaterThan(Date.parse(moving[0]!.at!))
    const arrived = deliverySteps({ id: 3, progress: 100 })
    expect(arrived.map((s) => s.done)).toEqual([true, true, true])
    expect(arrived.map((s) => s.key)).toEqual(['created', 'outForDelivery', 'arrived'])
  })

  it('gives each vehicle a stable driver and dates', () => {
    expect(driverOf({ id: 8 })).toBe(driverOf({ id: 8 }))
    expect(deliverySteps({ id: 8, progress: 50 })).toEqual(deliverySteps({ id: 8, progress: 50 }))
    expect(deliverySteps({ id: 8, progress: 50 })[0]!.at).not.toBe(deliverySteps({ id: 9, progress: 50 })[0]!.at)
  })
})
