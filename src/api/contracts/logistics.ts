import { z } from 'zod'
import { listQuery } from './common'

/** SPEC section 4. */
export const VEHICLE_WARNINGS = ['No Warnings', 'Ecu Not Responding', 'Oil Leakage', 'Fuel Problems', 'Temperature not optimal'] as const
export type VehicleWarning = (typeof VEHICLE_WARNINGS)[number]
export const VEHICLE_SORT_KEYS = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number]

/**
 * Vehicle (SPEC section 3). `location` is the vehicle's tracking number (shown as VOL-<n>);
 * countries are ISO 3166 alpha-2 codes. Sort keys: startRoute = startCity, endRoute = endCity.
 */
export const vehicle = z.object({
  id: z.number().int().positive(),
  location: z.number().int().positive(),
  startCity: z.string().min(1),
  startCountry: z.string().regex(/^[A-Z]{2}$/),
  endCity: z.string().min(1),
  endCountry: z.string().regex(/^[A-Z]{2}$/),
  warnings: z.enum(VEHICLE_WARNINGS),
  progress: z.number().int().min(0).max(100),
})
export type Vehicle = z.infer<typeof vehicle>

export const vehicleListQuery = listQuery.extend({ sortBy: z.enum(VEHICLE_SORT_KEYS).optional() })
export type VehicleListQuery = z.infer<typeof vehicleListQuery>

/** GET /api/apps/logistics/vehicles. */
export const vehicleListResponse = z.object({ vehicles: z.array(vehicle), totalVehicles: z.number().int() })
export type VehicleListResponse = z.infer<typeof vehicleListResponse>
