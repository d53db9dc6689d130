import type { Platform } from '@/api/contracts/platform'
import { accountHandlers } from './accounts'
import { strategyHandlers } from './strategies'

export { inUse, isForced } from './shared'

/** The handlers of one platform (Tinder or Fruitz): the same code over its own tables and schemas. */
export const platformHandlers = (platform: Platform) => [...accountHandlers(platform), ...strategyHandlers(platform)]

export const platformAreaHandlers = [...platformHandlers('tinder'), ...platformHandlers('fruitz')]
