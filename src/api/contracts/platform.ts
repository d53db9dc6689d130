import { z } from 'zod'
import { TIME_OF_DAY } from '@/lib/time-of-day'

/**
 * Tinder and Fruitz (DECISIONS section 6): ONE contract parameterised by platform. The Fruitz
 * flavour adds `fruit` on accounts and `fruits` on strategies; everything else is shared.
 * Validation messages are i18n keys: `validation.*` live in common.json, `platform:*` in
 * platform.json.
 */
export const PLATFORMS = ['tinder', 'fruitz'] as const
export type Platform = (typeof PLATFORMS)[number]

export const ACCOUNT_STATUSES = ['active', 'paused', 'warming', 'verification', 'banned'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

export const FRUITS = ['cherry', 'grape', 'peach', 'watermelon'] as const
export type Fruit = (typeof FRUITS)[number]

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** ISO 3166-1 alpha-2 codes offered by the forms (names from Intl.DisplayNames, flags /images/flags/<code>.svg). */
export const COUNTRIES = ['FR', 'BE', 'CH', 'CA', 'GB', 'US', 'AU', 'ES', 'IT', 'DE', 'NL', 'PT', 'MA'] as const
export type Country = (typeof COUNTRIES)[number]

export const ACCOUNT_SORT_KEYS = [
  'name',
  'phone',
  'status',
  'city',
  'country',
  'model',
  'strategy',
  'likes',
  'matches',
  'createdAt',
  'lastActiveAt',
] as const
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number]
export const STRATEGY_SORT_KEYS = ['name', 'dailyLikeLimit', 'likeRatio', 'maxDistanceKm', 'accountCount', 'createdAt'] as const
export type StrategySortKey = (typeof STRATEGY_SORT_KEYS)[number]

export const BULK_ACTIONS = ['pause', 'resume', 'delete', 'assignStrategy'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

const E164 = /^\+[1-9]\d{7,14}$/

const req = { error: 'validation.required' }
const intIn = (min: number, max: number, key: string) => z.number({ error: 'validation.required' }).int(key).min(min, key).max(max, key)

// ---------------------------------------------------------------- accounts

/** What a client may send for an account (create and full update). */
const accountInputShape = {
  name: z.string(req).trim().min(1, 'validation.required').min(2, 'platform:validation.min2').max(60, 'platform:validation.max60'),
  /** Spaces, dots, dashes and parentheses are dropped: `+33 6 39 98 12 34` is stored `+33639981234`. */
  phone: z
    .string(req)
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(z.string().min(1, 'validation.required').regex(E164, 'platform:validation.phone')),
  modelId: z.number({ error: 'platform:validation.model' }).int().positive().nullable(),
  strategyId: z.number({ error: 'platform:validation.strategy' }).int().positive().nullable(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'platform:validation.status' }),
  city: z.string(req).trim().min(1, 'validation.required').max(80, 'platform:validation.max80'),
  country: z.enum(COUNTRIES, { error: 'platform:validation.country' }),
  notes: z.string().trim().max(1000, 'platform:validation.max1000').default(''),
}
const fruitShape = { fruit: z.enum(FRUITS, { error: 'platform:validation.fruit' }) }

export const tinderAccountInput = z.object(accountInputShape)
export const fruitzAccountInput = z.object({ ...accountInputShape, ...fruitShape })

/** The account form/body schema of a platform. */
export function accountInputSchema(platform: Platform) {
  return platform === 'fruitz' ? fruitzAccountInput : tinderAccountInput
}
export type AccountInput = z.input<typeof tinderAccountInput> & { fruit?: Fruit }
export type AccountInputParsed = z.output<typeof tinderAccountInput> & { fruit?: Fruit }

export const accountStats = z.object({ likes: z.number().int().min(0), matches: z.number().int().min(0) })

/** An account as stored and as answered (the `*Name`/`modelPhoto` fields are derived on read). */
export const account = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  modelId: z.number().int().nullable(),
  strategyId: z.number().int().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  city: z.string(),
  country: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  stats: accountStats,
  notes: z.string(),
  fruit: z.enum(FRUITS).optional(),
  modelName: z.string().nullable().optional(),
  modelPhoto: z.string().nullable().optional(),
  strategyName: z.string().nullable().optional(),
})
export type Account = z.infer<typeof account>
export type StoredAccount = Omit<Account, 'modelName' | 'modelPhoto' | 'strategyName'>

export type StatusCounts = Record<AccountStatus, number>
export const statusCounts = z.object(
  Object.fromEntries(ACCOUNT_STATUSES.map((s) => [s, z.number().int()])) as Record<AccountStatus, z.ZodNumber>,
)

/**
 * GET /api/{platform}/accounts -> `{ accounts, total, counts }`. `counts` are per status over
 * the rows matching every criterion except the status filter (so they work as status tabs).
 */
export const accountListResponse = z.object({ accounts: z.array(account), total: z.number().int(), counts: statusCounts })
export type AccountListResponse = z.infer<typeof accountListResponse>

/** Query parameters of the account list (SPEC section 5 + the filters of DECISIONS section 6). */
export interface AccountListParams {
  q?: string
  /** One of ACCOUNT_SORT_KEYS; anything else keeps the default order (newest first). */
  sortBy?: string
  orderBy?: 'asc' | 'desc'
  page?: number
  itemsPerPage?: number
  /** One of ACCOUNT_STATUSES; anything else is ignored by the server. */
  status?: AccountStatus | string
  /** A strategy id, or `none` for accounts without strategy (ids may come from the URL as text). */
  strategyId?: number | string
  /** A model id, or `none` for accounts without model. */
  modelId?: number | string
}

export const bulkRequest = z
  .object({
    ids: z
      .array(z.number().int().positive(), { error: 'platform:validation.ids' })
      .min(1, 'platform:validation.ids')
      .max(1000, 'platform:validation.ids'),
    action: z.enum(BULK_ACTIONS, { error: 'platform:validation.bulkAction' }),
    strategyId: z.number().int().positive().nullable().optional(),
  })
  .refine((b) => b.action !== 'assignStrategy' || b.strategyId !== undefined, {
    path: ['strategyId'],
    message: 'platform:validation.strategy',
  })
export type BulkRequest = z.infer<typeof bulkRequest>

/** POST /api/{platform}/accounts/bulk -> 200 `{ action, count, ids }`. */
export const bulkResponse = z.object({ action: z.enum(BULK_ACTIONS), count: z.number().int(), ids: z.array(z.number().int()) })
export type BulkResponse = z.infer<typeof bulkResponse>

// ---------------------------------------------------------------- strategies

const strategyInputShape = {
  name: z.string(req).trim().min(1, 'validation.required').min(2, 'platform:validation.min2').max(60, 'platform:validation.max60'),
  description: z.string().trim().max(500, 'platform:validation.max500').default(''),
  dailyLikeLimit: intIn(1, 1000, 'platform:validation.dailyLikeLimit'),
  likeRatio: intIn(0, 100, 'platform:validation.likeRatio'),
  activeHours: z.object({
    from: z.string(req).regex(TIME_OF_DAY, 'platform:validation.time'),
    to: z.string(req).regex(TIME_OF_DAY, 'platform:validation.time'),
  }),
  activeDays: z
    .array(z.enum(WEEKDAYS, { error: 'platform:validation.activeDays' }), { error: 'platform:validation.activeDays' })
    .min(1, 'platform:validation.activeDays')
    .refine((days) => new Set(days).size === days.length, 'platform:validation.activeDays'),
  ageMin: intIn(18, 99, 'platform:validation.age'),
  ageMax: intIn(18, 99, 'platform:validation.age'),
  maxDistanceKm: intIn(1, 160, 'platform:validation.distance'),
}
const fruitsShape = {
  fruits: z
    .array(z.enum(FRUITS, { error: 'platform:validation.fruits' }), { error: 'platform:validation.fruits' })
    .min(1, 'platform:validation.fruits')
    .refine((f) => new Set(f).size === f.length, 'platform:validation.fruits'),
}

type StrategyLike = { ageMin: number; ageMax: number; activeHours: { from: string; to: string } }
function strategyRules<S extends z.ZodType<StrategyLike>>(schema: S) {
  return schema
    .refine((s) => s.ageMin <= s.ageMax, { path: ['ageMax'], message: 'platform:validation.ageOrder' })
    .refine((s) => s.activeHours.from !== s.activeHours.to, { path: ['activeHours', 'to'], message: 'platform:validation.hoursSame' })
}

export const tinderStrategyInput = strategyRules(z.object(strategyInputShape))
export const fruitzStrategyInput = strategyRules(z.object({ ...strategyInputShape, ...fruitsShape }))

export function strategyInputSchema(platform: Platform) {
  return platform === 'fruitz' ? fruitzStrategyInput : tinderStrategyInput
}
export type StrategyInput = z.input<typeof tinderStrategyInput> & { fruits?: Fruit[] }
export type StrategyInputParsed = z.output<typeof tinderStrategyInput> & { fruits?: Fruit[] }

export const strategy = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  dailyLikeLimit: z.number().int(),
  likeRatio: z.number().int(),
  activeHours: z.object({ from: z.string(), to: z.string() }),
  activeDays: z.array(z.enum(WEEKDAYS)),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  maxDistanceKm: z.number().int(),
  fruits: z.array(z.enum(FRUITS)).optional(),
  createdAt: z.string(),
  /** Derived on read: accounts of the platform using this strategy. */
  accountCount: z.number().int(),
})
export type Strategy = z.infer<typeof strategy>
export type StoredStrategy = Omit<Strategy, 'accountCount'>

export const strategyListResponse = z.object({ strategies: z.array(strategy), total: z.number().int() })
export type StrategyListResponse = z.infer<typeof strategyListResponse>

export interface StrategyListParams {
  q?: string
  /** One of STRATEGY_SORT_KEYS; anything else sorts by name. */
  sortBy?: string
  orderBy?: 'asc' | 'desc'
  page?: number
  itemsPerPage?: number
}

/** 409 body of a strategy (or model) delete while in use; `count` lets the UI phrase it. */
export const inUseBody = z.object({ message: z.string(), count: z.number().int() })
export type InUseBody = z.infer<typeof inUseBody>
