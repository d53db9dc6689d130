import type { Vehicle } from '@/api/contracts/logistics'
import type { I18nKey } from '@/i18n/i18n-keys'

const DRIVERS = ['Veronica Herman', 'Helen Jacobs', 'Karim Haddad', 'Lucie Bernard', 'Tomás Ortega', 'Greta Müller', 'Youssef Amrani']
const DAY = 86_400_000
/** The fleet's fictional calendar starts here (no clock: the same vehicle always shows the same dates). */
const FIRST_DAY = Date.UTC(2026, 10, 2, 8)

export interface DeliveryStep {
  key: 'created' | 'outForDelivery' | 'arrived'
  label: I18nKey<'logistics'>
  done: boolean
  /** ISO date-time; set when the step is done. */
  at?: string
}

/** The fictional driver of a vehicle (stable per id). */
export const driverOf = (v: Pick<Vehicle, 'id'>) => DRIVERS[v.id % DRIVERS.length]!

/** The three steps of a delivery (SCREENS "Fleet"): created, out for delivery once it moves, arrived at 100 %. */
export function deliverySteps(v: Pick<Vehicle, 'id' | 'progress'>): DeliveryStep[] {
  const created = FIRST_DAY + (v.id % 14) * DAY
  const iso = (t: number) => new Date(t).toISOString()
  return [
    { key: 'created', label: 'fleet.steps.created', done: true, at: iso(created) },
    {
      key: 'outForDelivery',
      label: 'fleet.steps.outForDelivery',
      done: v.progress > 0,
      at: v.progress > 0 ? iso(created + DAY / 4) : undefined,
    },
    { key: 'arrived', label: 'fleet.steps.arrived', done: v.progress >= 100, at: v.progress >= 100 ? iso(created + 2 * DAY) : undefined },
  ]
}
