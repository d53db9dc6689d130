/**
 * The template dashboards' fictional figures (SCREENS.md "Dashboards": the template's widgets,
 * our own values). Labels are i18n keys of the `dashboards` namespace; amounts are euros.
 */
export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const

/** Sales by countries (analytics and CRM). */
export const COUNTRY_SALES = [
  { code: 'FR', amount: 30_250, delta: 25.8 },
  { code: 'BE', amount: 24_120, delta: -6.2 },
  { code: 'CH', amount: 18_640, delta: 12.4 },
  { code: 'CA', amount: 14_310, delta: 8.6 },
  { code: 'MA', amount: 9_860, delta: -3.9 },
  { code: 'DE', amount: 6_420, delta: 14.1 },
] as const

export const ANALYTICS = {
  traffic: [
    { key: 'sessions', value: 28_450 },
    { key: 'pageViews', value: 3_120 },
    { key: 'leads', value: 1_260 },
    { key: 'conversions', value: 12 },
  ],
  spending: [
    { key: 'ads', value: 3_680 },
    { key: 'social', value: 1_240 },
    { key: 'email', value: 820 },
    { key: 'events', value: 460 },
  ],
  revenueSources: [
    { key: 'direct', value: 268 },
    { key: 'organic', value: 890 },
    { key: 'referral', value: 62 },
    { key: 'campaign', value: 1_200 },
  ],
  dailySales: [310, 420, 380, 510, 460, 620, 580, 690, 640, 720],
  weekEarnings: [42, 61, 58, 92, 51, 66, 48],
  supportTicketsDone: 85,
  totalEarning: { positive: [21, 30, 22, 18, 26, 19, 29], negative: [12, 17, 11, 9, 14, 8, 16] },
  campaign: [
    { key: 'emails', count: 12_346, percent: 0.3 },
    { key: 'opened', count: 8_734, percent: 2.1 },
    { key: 'clicked', count: 967, percent: 1.4 },
    { key: 'subscribe', count: 345, percent: 8.5 },
    { key: 'complaints', count: 10, percent: -1.5 },
    { key: 'unsubscribe', count: 86, percent: -0.8 },
  ],
  sources: [
    { key: 'direct', visits: 1_200, delta: 4.2 },
    { key: 'social', visits: 31_500, delta: 8.2 },
    { key: 'email', visits: 893, delta: 2.4 },
    { key: 'referral', visits: 342, delta: -0.4 },
    { key: 'ads', visits: 2_150, delta: 9.1 },
    { key: 'other', visits: 189, delta: -1.2 },
  ],
} as const

export const CRM = {
  orders: [28, 10, 45, 38, 15, 30, 35],
  sales: [200, 55, 380, 230, 310, 210, 420],
  revenueGrowth: [35, 40, 55, 45, 60, 85, 70],
  yearly: {
    orders: [28, 10, 46, 38, 15, 30, 35, 28, 8],
    sales: [35, 25, 15, 40, 42, 25, 48, 8, 30],
    profit: [10, 22, 27, 33, 42, 32, 27, 22, 8],
    income: [5, 9, 12, 18, 20, 25, 30, 36, 48],
  },
  radar: { sales: [70, 90, 80, 65, 75, 95], visits: [110, 78, 95, 85, 70, 82] },
  projectStatus: [2000, 2000, 4000, 4000, 3050, 3050, 2000, 2000, 3050, 3050, 4700, 4700, 2750, 2750, 5700, 5700],
  activeProjects: [
    { key: 'laravel', progress: 54, tone: 'error' },
    { key: 'figma', progress: 85, tone: 'primary' },
    { key: 'vue', progress: 64, tone: 'success' },
    { key: 'react', progress: 40, tone: 'info' },
    { key: 'bootstrap', progress: 17, tone: 'warning' },
    { key: 'sketch', progress: 30, tone: 'secondary' },
  ],
  transactions: [
    { brand: 'visa', last4: '4230', type: 'credit', date: '2026-11-17', status: 'verified', amount: 1678 },
    { brand: 'mastercard', last4: '5578', type: 'debit', date: '2026-11-12', status: 'rejected', amount: -839 },
    { brand: 'amex', last4: '4567', type: 'credit', date: '2026-11-10', status: 'pending', amount: 435 },
    { brand: 'visa', last4: '5699', type: 'credit', date: '2026-11-02', status: 'verified', amount: 2345 },
    { brand: 'visa', last4: '2451', type: 'debit', date: '2026-10-28', status: 'rejected', amount: -234 },
  ],
} as const

export const ECOMMERCE = {
  statistics: [
    { key: 'sales', value: 230_000, tone: 'primary' },
    { key: 'customers', value: 8_549, tone: 'info' },
    { key: 'products', value: 1_423, tone: 'error' },
    { key: 'revenue', value: 9_745, tone: 'success', money: true },
  ],
  profit: [0, 19, 7, 27, 15, 40],
  expenses: 78,
  leads: [
    { key: 'electronic', value: 45 },
    { key: 'sports', value: 58 },
    { key: 'decor', value: 30 },
    { key: 'fashion', value: 50 },
  ],
  revenue: { earning: [95, 177, 284, 256, 105, 63, 168, 218, 72], expense: [145, 80, 60, 180, 100, 60, 85, 75, 100] },
  budget: { last: [61, 48, 69, 52, 60, 40, 79, 60, 59, 43, 62], current: [20, 10, 30, 15, 23, 0, 25, 15, 20, 5, 27] },
  earnings: [32, 52, 72, 94, 116, 94, 72],
  products: [
    { key: 'smartphone', sku: 19_472, price: 999.29 },
    { key: 'headphones', sku: 19_072, price: 79.99 },
    { key: 'lamp', sku: 18_997, price: 39.99 },
    { key: 'armchair', sku: 18_882, price: 149.0 },
    { key: 'smartwatch', sku: 18_752, price: 249.5 },
    { key: 'sneaker', sku: 18_672, price: 89.9 },
  ],
  transactions: [
    { key: 'paypal', amount: 82.6, tone: 'error' },
    { key: 'wallet', amount: 270.69, tone: 'primary' },
    { key: 'transfer', amount: 637.91, tone: 'info' },
    { key: 'card', amount: -838.71, tone: 'success' },
    { key: 'wallet', amount: 203.33, tone: 'primary' },
    { key: 'card', amount: 92.45, tone: 'warning' },
    { key: 'refund', amount: -23.5, tone: 'secondary' },
  ],
  shipments: {
    new: [
      { from: 'FR', to: 'BE' },
      { from: 'CH', to: 'FR' },
    ],
    preparing: [
      { from: 'CA', to: 'GB' },
      { from: 'DE', to: 'NL' },
    ],
    shipping: [
      { from: 'MA', to: 'ES' },
      { from: 'IT', to: 'PT' },
    ],
  },
} as const
