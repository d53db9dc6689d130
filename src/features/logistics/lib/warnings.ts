import type { VehicleWarning } from '@/api/contracts/logistics'
import type { I18nKey } from '@/i18n/i18n-keys'
import type { Tone } from '@/ui/tone'

/** A warning's label and chip tone (SPEC section 4's fixed set). */
export const WARNING_META: Record<VehicleWarning, { key: I18nKey<'logistics'>; tone: Tone }> = {
  'No Warnings': { key: 'vehicles.warnings.none', tone: 'success' },
  'Ecu Not Responding': { key: 'vehicles.warnings.ecu', tone: 'error' },
  'Oil Leakage': { key: 'vehicles.warnings.oil', tone: 'warning' },
  'Fuel Problems': { key: 'vehicles.warnings.fuel', tone: 'info' },
  'Temperature not optimal': { key: 'vehicles.warnings.temperature', tone: 'secondary' },
}
