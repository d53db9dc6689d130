import { authHandlers } from './auth'
import { notificationHandlers } from './notifications'
import { systemHandlers } from './system'

/** Every mock handler; the browser worker and msw/node share this list. */
export const handlers = [...authHandlers, ...notificationHandlers, ...systemHandlers]
