import { z } from 'zod'
import * as auth from '../../contracts/auth'
import * as notifications from '../../contracts/notifications'
import * as otp from '../../contracts/otp'
import * as pwa from '../../contracts/pwa'
import * as search from '../../contracts/search'
import { get, langQuery, listParams, write, type Access, type Endpoint } from '../endpoint'
import { backupFile, benchFillRequest, benchFillResult, restoreResult } from '../extra-schemas'

const SIGNED_IN: Access = 'signed-in'
const ADMIN: Access = { action: 'manage', subject: 'all' }
const OTP: Access = { action: 'access', subject: 'OTP' }

const authEndpoints: Endpoint[] = [
  write('post', '/api/auth/login', 'auth', 'Sign in: a bearer token, the user and their CASL rules', 'public', auth.loginRequest, {
    200: auth.loginResponse,
  }),
  write('post', '/api/auth/register', 'auth', 'Create an account (operator role), signed in at once', 'public', auth.registerRequest, {
    201: auth.loginResponse,
  }),
  write('post', '/api/auth/logout', 'auth', 'End the session of the bearer token', SIGNED_IN, undefined, { 204: null }),
  get('/api/auth/me', 'auth', 'The signed-in user and their CASL rules', SIGNED_IN, {
    200: z.object({ userData: auth.userData, userAbilityRules: z.array(auth.abilityRule) }),
  }),
  write('put', '/api/auth/me', 'auth', 'Update the signed-in user (email and username must be free)', SIGNED_IN, auth.accountUpdate, {
    200: z.object({ userData: auth.userData }),
  }),
  write('post', '/api/auth/password', 'auth', 'Change the password (the current one is checked)', SIGNED_IN, auth.passwordChange, {
    204: null,
  }),
  get('/api/auth/notification-settings', 'auth', 'Notification settings (event x channel)', SIGNED_IN, { 200: auth.notificationSettings }),
  write('put', '/api/auth/notification-settings', 'auth', 'Save the notification settings', SIGNED_IN, auth.notificationSettings, {
    200: auth.notificationSettings,
  }),
]

/** Titles and subtitles in `lang`: every route that answers the list takes it. */
const notificationEndpoints: Endpoint[] = [
  get(
    '/api/notifications',
    'notifications',
    'The newest notifications of the signed-in user and the unread count',
    SIGNED_IN,
    { 200: notifications.notificationList },
    { query: langQuery },
  ),
  write(
    'patch',
    '/api/notifications',
    'notifications',
    'Mark notifications read or unread',
    SIGNED_IN,
    notifications.notificationUpdate,
    { 200: notifications.notificationList },
    { query: langQuery },
  ),
  write(
    'post',
    '/api/notifications/read-all',
    'notifications',
    'Mark every notification read',
    SIGNED_IN,
    undefined,
    { 200: notifications.notificationList },
    { query: langQuery },
  ),
  write('delete', '/api/notifications/{id}', 'notifications', 'Delete a notification', SIGNED_IN, undefined, { 204: null }),
]

const orderFilters = {
  status: otp.otpStatus.optional(),
  service: otp.otpService.optional(),
  country: z.string().optional(),
  dateFrom: z.string().optional().describe('YYYY-MM-DD or ISO 8601'),
  dateTo: z.string().optional().describe('YYYY-MM-DD (inclusive) or ISO 8601'),
}
const otpEndpoints: Endpoint[] = [
  get(
    '/api/otp/catalog',
    'otp',
    'Numbers on offer per service and country',
    OTP,
    { 200: otp.catalogResponse },
    {
      query: listParams(otp.CATALOG_SORT_KEYS, {
        service: otp.otpService.optional(),
        country: z.string().optional(),
        inStock: z.enum(['true', 'false']).optional(),
      }),
    },
  ),
  get('/api/otp/balance', 'otp', 'The balance of the signed-in user (EUR)', OTP, { 200: otp.balanceResponse }),
  write('post', '/api/otp/balance/top-up', 'otp', 'Add credit', OTP, otp.topUpRequest, { 201: otp.balanceResponse }),
  get('/api/otp/settings', 'otp', 'The SMS delay of the simulation (admin)', ADMIN, { 200: otp.otpSettings }),
  write('put', '/api/otp/settings', 'otp', 'Set the SMS delay of the simulation (admin)', ADMIN, otp.otpSettings, { 200: otp.otpSettings }),
  write(
    'post',
    '/api/otp/orders',
    'otp',
    'Order a number: debits the balance, takes one from stock',
    OTP,
    otp.newOrderRequest,
    { 201: otp.otpOrder },
    {
      errors: { 402: 'Insufficient balance', 409: 'Out of stock' },
    },
  ),
  get(
    '/api/otp/orders',
    'otp',
    "The signed-in user's orders, with totals",
    OTP,
    { 200: otp.orderListResponse },
    { query: listParams(otp.ORDER_SORT_KEYS, orderFilters) },
  ),
  get(
    '/api/otp/orders/all',
    'otp',
    "Everyone's orders (admin), with totals and the people who ordered",
    ADMIN,
    { 200: otp.adminOrderListResponse },
    {
      query: listParams(otp.ORDER_SORT_KEYS, { ...orderFilters, userId: z.string().optional() }),
    },
  ),
  get('/api/otp/orders/{id}', 'otp', 'One order of the signed-in user', OTP, { 200: otp.otpOrder }),
  write(
    'post',
    '/api/otp/orders/{id}/cancel',
    'otp',
    'Cancel a waiting order (refunded)',
    OTP,
    undefined,
    { 200: otp.otpOrder },
    { errors: { 409: 'Not waiting any more' } },
  ),
  write(
    'post',
    '/api/otp/orders/{id}/finish',
    'otp',
    'Finish an order whose code was received',
    OTP,
    undefined,
    { 200: otp.otpOrder },
    { errors: { 409: 'No code received' } },
  ),
]

const systemEndpoints: Endpoint[] = [
  write('post', '/api/system/reset', 'system', 'Put the demo data back as seeded', SIGNED_IN, undefined, { 204: null }),
  get('/api/system/backup', 'system', 'Every table as a backup file (attachment)', SIGNED_IN, { 200: backupFile }),
  write(
    'post',
    '/api/system/restore',
    'system',
    'Replace the data by a backup file (400 `{ message, code, table?, row? }` when refused)',
    SIGNED_IN,
    backupFile,
    { 200: restoreResult },
  ),
  write('post', '/api/system/bench-fill', 'system', 'Bulk-load generated rows into a table (benchmarks; admin)', ADMIN, benchFillRequest, {
    200: benchFillResult,
  }),
  get(
    '/api/drafts/{key}',
    'drafts',
    'A form draft saved before an update reload',
    'public',
    { 200: pwa.draft },
    { params: { key: pwa.draftKey } },
  ),
  write(
    'put',
    '/api/drafts/{key}',
    'drafts',
    'Save a form draft',
    'public',
    pwa.draftBody,
    { 200: pwa.draft },
    {
      params: { key: pwa.draftKey },
      errors: { 413: 'Draft too large' },
    },
  ),
  write(
    'delete',
    '/api/drafts/{key}',
    'drafts',
    'Forget a form draft',
    'public',
    undefined,
    { 204: null },
    { params: { key: pwa.draftKey } },
  ),
]

const searchEndpoints: Endpoint[] = [
  get(
    '/api/search/records',
    'search',
    'Record search: the records the bearer may see (per area rule; OTP orders: their own unless admin), at most 5 per group, exact before prefix before partial',
    SIGNED_IN,
    { 200: search.recordSearchResponse },
    {
      query: z.object({
        q: z.string().optional().describe('accent-, case- and Arabic-diacritic-insensitive; a phone-like q is compared as digits'),
      }),
    },
  ),
]

export const businessEndpoints: Endpoint[] = [
  ...authEndpoints,
  ...notificationEndpoints,
  ...otpEndpoints,
  ...systemEndpoints,
  ...searchEndpoints,
]
