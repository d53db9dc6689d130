import type { z } from 'zod'
import { loginRequest, registerRequest, accountUpdate, passwordChange, notificationSettings } from '@/api/contracts/auth'
import { topicProgressInput } from '@/api/contracts/academy'
import { calendarEventInput, calendarEventUpdate } from '@/api/contracts/calendar'
import { chatProfileUpdate, sendMessageRequest } from '@/api/contracts/chat'
import { salesRowUpdate } from '@/api/contracts/pages-datatable'
import { contactRequest, newsletterRequest } from '@/api/contracts/pages-contact'
import { orderStatusInput } from '@/api/contracts/ecommerce-orders'
import { orderContactInput } from '@/api/contracts/ecommerce-order-contact'
import { customerInput } from '@/api/contracts/ecommerce-customers'
import { reviewStatusInput } from '@/api/contracts/ecommerce-reviews'
import { orderInput, productInput } from '@/api/contracts/ecommerce'
import { categoryInput } from '@/api/contracts/ecommerce-categories'
import { shopSettingsUpdate } from '@/api/contracts/ecommerce-settings'
import { customerDetailsInput, customerPassword, customerProfileUpdate } from '@/api/contracts/ecommerce-customer-profile'
import { referralInviteInput } from '@/api/contracts/ecommerce-referrals'
import { emailUpdateRequest } from '@/api/contracts/email'
import { emailDraftInput, emailReplyInput, emailSendInput } from '@/api/contracts/email-compose'
import { invoiceInput, invoicePaymentInput, invoiceSendInput } from '@/api/contracts/invoices'
import { notificationUpdate } from '@/api/contracts/notifications'
import { newOrderRequest, otpSettings, topUpRequest } from '@/api/contracts/otp'
import { permissionInput } from '@/api/contracts/permissions'
import { accountInputSchema, bulkRequest, strategyInputSchema } from '@/api/contracts/platform'
import { draftBody } from '@/api/contracts/pwa'
import { roleInput } from '@/api/contracts/roles'
import { userInput } from '@/api/contracts/users'

/**
 * Every write endpoint of the mock API, for the property-based tests (issue #14 item 7):
 * `schema` is the body contract (a body it refuses must never get a 2xx); `null` when the body
 * is ignored or not JSON (the other properties still hold: no 5xx, a `{ message }` on every 4xx,
 * nothing written when refused). `runs` lowers the number of runs of a slow endpoint (a reset
 * re-seeds the database). A write handler missing here fails `write-handlers.property.test.ts`:
 * add a row when you add an endpoint.
 */
export interface WriteEndpoint {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** As the handler declares it (`*\/api/...` with `:params`). */
  path: string
  schema: z.ZodType | null
  runs?: number
}

const platform = (p: 'tinder' | 'fruitz'): WriteEndpoint[] => [
  { method: 'POST', path: `*/api/${p}/accounts`, schema: accountInputSchema(p) },
  { method: 'POST', path: `*/api/${p}/accounts/bulk`, schema: bulkRequest },
  { method: 'PUT', path: `*/api/${p}/accounts/:id`, schema: accountInputSchema(p) },
  { method: 'DELETE', path: `*/api/${p}/accounts/:id`, schema: null },
  { method: 'POST', path: `*/api/${p}/strategies`, schema: strategyInputSchema(p) },
  { method: 'PUT', path: `*/api/${p}/strategies/:id`, schema: strategyInputSchema(p) },
  { method: 'DELETE', path: `*/api/${p}/strategies/:id`, schema: null },
]

export const WRITE_ENDPOINTS: WriteEndpoint[] = [
  { method: 'POST', path: '*/api/auth/login', schema: loginRequest },
  { method: 'POST', path: '*/api/auth/register', schema: registerRequest },
  { method: 'POST', path: '*/api/auth/logout', schema: null, runs: 20 },
  { method: 'PUT', path: '*/api/auth/me', schema: accountUpdate },
  { method: 'POST', path: '*/api/auth/password', schema: passwordChange },
  { method: 'PUT', path: '*/api/auth/notification-settings', schema: notificationSettings },
  { method: 'PATCH', path: '*/api/notifications', schema: notificationUpdate },
  { method: 'POST', path: '*/api/notifications/read-all', schema: null, runs: 20 },
  { method: 'DELETE', path: '*/api/notifications/:id', schema: null },
  { method: 'POST', path: '*/api/otp/balance/top-up', schema: topUpRequest },
  { method: 'PUT', path: '*/api/otp/settings', schema: otpSettings },
  { method: 'POST', path: '*/api/otp/orders', schema: newOrderRequest },
  { method: 'POST', path: '*/api/otp/orders/:id/cancel', schema: null },
  { method: 'POST', path: '*/api/otp/orders/:id/finish', schema: null },
  ...platform('tinder'),
  ...platform('fruitz'),
  // Multipart (fields + photos): the JSON bodies thrown here are never valid.
  { method: 'POST', path: '*/api/models', schema: null },
  { method: 'PUT', path: '*/api/models/:id', schema: null },
  { method: 'DELETE', path: '*/api/models/:id', schema: null },
  { method: 'POST', path: '*/api/system/reset', schema: null, runs: 3 },
  { method: 'POST', path: '*/api/system/restore', schema: null, runs: 30 },
  { method: 'PUT', path: '*/api/apps/academy/course-details/topics/:id', schema: topicProgressInput },
  { method: 'POST', path: '*/api/apps/calendar', schema: calendarEventInput },
  { method: 'PUT', path: '*/api/apps/calendar/:id', schema: calendarEventUpdate },
  { method: 'PATCH', path: '*/api/apps/calendar/:id', schema: calendarEventUpdate },
  { method: 'DELETE', path: '*/api/apps/calendar/:id', schema: null },
  { method: 'POST', path: '*/api/apps/chat/chats/:userId', schema: sendMessageRequest },
  { method: 'PUT', path: '*/api/apps/chat/profile', schema: chatProfileUpdate },
  { method: 'POST', path: '*/api/apps/ecommerce/products', schema: productInput },
  { method: 'DELETE', path: '*/api/apps/ecommerce/products/:id', schema: null },
  { method: 'PUT', path: '*/api/apps/ecommerce/products/:id', schema: productInput },
  { method: 'POST', path: '*/api/apps/ecommerce/images', schema: null },
  { method: 'POST', path: '*/api/apps/ecommerce/orders', schema: orderInput },
  { method: 'DELETE', path: '*/api/apps/ecommerce/orders/:id', schema: null },
  { method: 'PUT', path: '*/api/apps/ecommerce/orders/:id', schema: orderStatusInput },
  { method: 'PUT', path: '*/api/apps/ecommerce/orders/:id/contact', schema: orderContactInput },
  { method: 'POST', path: '*/api/apps/ecommerce/customers', schema: customerInput },
  { method: 'DELETE', path: '*/api/apps/ecommerce/customers/:id', schema: null },
  { method: 'PUT', path: '*/api/apps/ecommerce/customers/:id', schema: customerDetailsInput },
  { method: 'PUT', path: '*/api/apps/ecommerce/customers/:id/profile', schema: customerProfileUpdate },
  { method: 'POST', path: '*/api/apps/ecommerce/customers/:id/password', schema: customerPassword },
  { method: 'POST', path: '*/api/apps/ecommerce/referrals/invites', schema: referralInviteInput },
  { method: 'DELETE', path: '*/api/apps/ecommerce/reviews/:id', schema: null },
  { method: 'PUT', path: '*/api/apps/ecommerce/reviews/:id', schema: reviewStatusInput },
  { method: 'POST', path: '*/api/apps/ecommerce/categories', schema: categoryInput },
  { method: 'PUT', path: '*/api/apps/ecommerce/categories/:id', schema: categoryInput },
  { method: 'DELETE', path: '*/api/apps/ecommerce/categories/:id', schema: null },
  { method: 'PUT', path: '*/api/apps/ecommerce/settings', schema: shopSettingsUpdate },
  { method: 'POST', path: '*/api/apps/email', schema: emailUpdateRequest },
  { method: 'POST', path: '*/api/apps/email/send', schema: emailSendInput },
  { method: 'POST', path: '*/api/apps/email/drafts', schema: emailDraftInput },
  { method: 'PUT', path: '*/api/apps/email/drafts/:id', schema: emailDraftInput },
  { method: 'POST', path: '*/api/apps/email/:id/reply', schema: emailReplyInput },
  { method: 'PUT', path: '*/api/drafts/:key', schema: draftBody },
  { method: 'DELETE', path: '*/api/drafts/:key', schema: null },
  { method: 'POST', path: '*/api/apps/users', schema: userInput },
  { method: 'PUT', path: '*/api/apps/users/:id', schema: userInput },
  { method: 'DELETE', path: '*/api/apps/users/:id', schema: null },
  { method: 'POST', path: '*/api/apps/roles', schema: roleInput },
  { method: 'PUT', path: '*/api/apps/roles/:id', schema: roleInput },
  { method: 'POST', path: '*/api/apps/permissions', schema: permissionInput },
  { method: 'PUT', path: '*/api/apps/permissions/:id', schema: permissionInput },
  { method: 'DELETE', path: '*/api/apps/permissions/:id', schema: null },
  { method: 'POST', path: '*/api/apps/invoice', schema: invoiceInput },
  { method: 'PUT', path: '*/api/apps/invoice/:id', schema: invoiceInput },
  { method: 'DELETE', path: '*/api/apps/invoice/:id', schema: null },
  { method: 'POST', path: '*/api/apps/invoice/:id/payments', schema: invoicePaymentInput },
  { method: 'POST', path: '*/api/apps/invoice/:id/send', schema: invoiceSendInput },
  { method: 'POST', path: '*/api/apps/invoice/:id/download', schema: null },
  { method: 'PUT', path: '*/api/pages/datatable/:id', schema: salesRowUpdate },
  { method: 'DELETE', path: '*/api/pages/datatable/:id', schema: null },
  { method: 'POST', path: '*/api/pages/contact', schema: contactRequest },
  { method: 'POST', path: '*/api/pages/newsletter', schema: newsletterRequest },
  // Admin only; its `{ table, count }` body is checked in the handler (bench.ts).
  { method: 'POST', path: '*/api/system/bench-fill', schema: null, runs: 30 },
]

export const endpointKey = (e: { method: string; path: string }) => `${e.method} ${e.path}`
