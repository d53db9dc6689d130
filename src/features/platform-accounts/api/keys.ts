import type { AccountListParams, Platform, StrategyListParams } from '@/api/contracts/platform'

/** Query keys of the Tinder/Fruitz feature: everything of a platform starts with its name. */
export const platformKeys = {
  accounts: (platform: Platform) => [platform, 'accounts'] as const,
  accountList: (platform: Platform, params: AccountListParams) => [platform, 'accounts', 'list', params] as const,
  strategies: (platform: Platform) => [platform, 'strategies'] as const,
  strategyList: (platform: Platform, params: StrategyListParams) => [platform, 'strategies', 'list', params] as const,
  /** Under `models`, so that a change made on the models screen refreshes the options too. */
  modelOptions: ['models', 'options'] as const,
}
