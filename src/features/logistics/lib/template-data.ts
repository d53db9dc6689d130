import type { Tone } from '@/ui/tone'

/** The logistics dashboard's fictional figures (SCREENS "Invoices, academy, logistics"); only the vehicles table is live. */
export const LOGISTICS = {
  stats: [
    { key: 'onRoute', value: 42, delta: 18.2, tone: 'primary' },
    { key: 'withErrors', value: 8, delta: -8.7, tone: 'warning' },
    { key: 'deviated', value: 27, delta: 4.3, tone: 'error' },
    { key: 'late', value: 13, delta: -2.5, tone: 'info' },
  ],
  overview: [
    { key: 'onTheWay', percent: 39.7, time: '2hr 10min', tone: 'secondary' },
    { key: 'unloading', percent: 28.3, time: '3hr 15min', tone: 'primary' },
    { key: 'loading', percent: 17.4, time: '1hr 24min', tone: 'info' },
    { key: 'waiting', percent: 14.6, time: '5hr 19min', tone: 'warning' },
  ],
  /** Shipments (bars) and deliveries (line) per day of the first ten days of a month, per month. */
  shipments: {
    jan: { shipment: [38, 45, 33, 38, 32, 50, 48, 40, 42, 37], delivery: [23, 28, 23, 32, 28, 44, 32, 38, 26, 34] },
    feb: { shipment: [30, 41, 36, 44, 39, 46, 52, 43, 40, 45], delivery: [20, 30, 26, 35, 30, 38, 41, 35, 33, 37] },
    mar: { shipment: [42, 38, 47, 50, 44, 53, 49, 46, 51, 48], delivery: [31, 29, 36, 40, 35, 44, 40, 37, 42, 39] },
  },
  performance: [
    { key: 'inTransit', value: 10_000, delta: 25.8, tone: 'primary', unit: 'count' },
    { key: 'outForDelivery', value: 5_000, delta: 4.3, tone: 'info', unit: 'count' },
    { key: 'delivered', value: 15_000, delta: -12.5, tone: 'success', unit: 'count' },
    { key: 'successRate', value: 95, delta: 35.6, tone: 'warning', unit: 'percent' },
    { key: 'averageTime', value: 2.5, delta: -2.15, tone: 'secondary', unit: 'days' },
    { key: 'satisfaction', value: 4.5, delta: 5.7, tone: 'error', unit: 'outOf5' },
  ],
  exceptions: { address: 13, weather: 25, holidays: 22, damage: 40 },
  orders: {
    new: [
      { sender: 'Hugo Martin', from: '5 Rue de la Paix, Lille, 59000', receiver: 'Emma Janssens', to: 'Rue Neuve 12, Bruxelles, 1000' },
      {
        sender: 'Lucía García',
        from: 'Calle Mayor 10, Madrid, 28013',
        receiver: 'Jordi Puig',
        to: 'Carrer de Mallorca 200, Barcelona, 08036',
      },
    ],
    preparing: [
      { sender: 'Michael Ward', from: '2 Rue des Lilas, Lyon, 69003', receiver: 'Inès Moreau', to: '14 Quai de Bacalan, Bordeaux, 33300' },
      { sender: 'Sofia Romano', from: 'Via Torino 8, Milano, 20123', receiver: 'Yassine Alaoui', to: '21 Bd Zerktouni, Casablanca, 20250' },
    ],
    shipping: [
      { sender: 'Lena Vogel', from: 'Leopoldstraße 5, München, 80802', receiver: 'Joost de Vries', to: 'Coolsingel 40, Rotterdam, 3011' },
      {
        sender: 'Amira Ben Salah',
        from: 'Av. Habib Bourguiba 3, Tunis, 1001',
        receiver: 'Paul Lefèvre',
        to: '7 Allée Jean Jaurès, Toulouse, 31000',
      },
    ],
  },
} as const satisfies {
  stats: readonly { key: string; value: number; delta: number; tone: Tone }[]
  overview: readonly { key: string; percent: number; time: string; tone: Tone }[]
  performance: readonly { key: string; value: number; delta: number; tone: Tone; unit: 'count' | 'percent' | 'days' | 'outOf5' }[]
  [k: string]: unknown
}
