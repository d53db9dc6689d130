import { z } from 'zod'
import * as auth from '../../contracts/auth'
import * as models from '../../contracts/models'
import * as notifications from '../../contracts/notifications'
import * as otp from '../../contracts/otp'
import * as platform from '../../contracts/platform'
import * as pwa from '../../contracts/pwa'
import { get, id, listParams, write, type Access, type Endpoint } from '../endpoint'
import { backupFile, benchFillRequest, benchFillResult, restoreResult } from '../extra-schemas'

const SIGNED_IN: Access = 'signed-in'
const ADMIN: Access = { action: 'manage', subject: 'all' }
const OTP: Access = { action: 'access', subject: 'OTP' }
const MODELS: Access = { action: 'access', subject: 'models' }

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

const notificationEndpoints: Endpoint[] = [
  get('/api/notifications', 'notifications', 'The newest notifications of the signed-in user and the unread count', SIGNED_IN, {
    200: notifications.notificationList,
  }),
  write('patch', '/api/notifications', 'notifications', 'Mark notifications read or unread', SIGNED_IN, notifications.notificationUpdate, {
    200: notifications.notificationList,
  }),
  write('post', '/api/notifications/read-all', 'notifications', 'Mark every notification read', SIGNED_IN, undefined, {
    200: notifications.notificationList,
  }),
  write('delete', '/api/notifications/{id}', 'notifications', 'Delete a notification', SIGNED_IN, undefined, {
    200: notifications.notificationList,
  }),
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

function platformEndpoints(name: platform.Platform): Endpoint[] {
  const access: Access = { action: 'access', subject: name }
  const base = `/api/${name}`
  const inUse = { 409: 'Used by accounts (`{ message, count }`); `?force=true` detaches them' } as const
  const force = z.object({ force: z.enum(['true', 'false']).optional() })
  const idFilter = z.string().optional().describe('an id, or `none`')
  return [
    get(
      `${base}/accounts`,
      name,
      `${name} accounts, with counts per status`,
      access,
      { 200: platform.accountListResponse },
      {
        query: listParams(platform.ACCOUNT_SORT_KEYS, { status: z.string().optional(), strategyId: idFilter, modelId: idFilter }),
      },
    ),
    write('post', `${base}/accounts`, name, `Create a ${name} account`, access, platform.accountInputSchema(name), {
      201: platform.account,
    }),
    write(
      'post',
      `${base}/accounts/bulk`,
      name,
      'Pause, resume, delete or assign a strategy to many accounts',
      access,
      platform.bulkRequest,
      { 200: platform.bulkResponse },
    ),
    get(`${base}/accounts/{id}`, name, `One ${name} account`, access, { 200: platform.account }),
    write('put', `${base}/accounts/{id}`, name, `Replace a ${name} account`, access, platform.accountInputSchema(name), {
      200: platform.account,
    }),
    write('delete', `${base}/accounts/{id}`, name, `Delete a ${name} account`, access, undefined, { 204: null }),
    get(
      `${base}/strategies`,
      name,
      `${name} strategies, with their account counts`,
      access,
      { 200: platform.strategyListResponse },
      {
        query: listParams(platform.STRATEGY_SORT_KEYS),
      },
    ),
    write('post', `${base}/strategies`, name, `Create a ${name} strategy`, access, platform.strategyInputSchema(name), {
      201: platform.strategy,
    }),
    get(`${base}/strategies/{id}`, name, `One ${name} strategy`, access, { 200: platform.strategy }),
    write('put', `${base}/strategies/{id}`, name, `Replace a ${name} strategy`, access, platform.strategyInputSchema(name), {
      200: platform.strategy,
    }),
    write(
      'delete',
      `${base}/strategies/{id}`,
      name,
      `Delete a ${name} strategy`,
      access,
      undefined,
      { 204: null },
      { query: force, errors: inUse },
    ),
  ]
}

const modelBody = models.modelFields.extend({ keepPhotos: z.array(z.string()).optional().describe('PUT: ids of the photos to keep') })
const modelEndpoints: Endpoint[] = [
  get(
    '/api/models',
    'models',
    'Persona models, with the tags and languages in use',
    MODELS,
    { 200: models.modelListResponse },
    {
      query: listParams(models.MODEL_SORT_KEYS, { tag: z.string().optional(), language: z.enum(models.LANGUAGES).optional() }),
    },
  ),
  write(
    'post',
    '/api/models',
    'models',
    'Create a model (multipart with `photos` files, or JSON without photos)',
    MODELS,
    modelBody,
    { 201: models.model },
    {
      bodyTypes: ['multipart/form-data'],
    },
  ),
  get('/api/models/{id}', 'models', 'One model', MODELS, { 200: models.model }),
  write(
    'put',
    '/api/models/{id}',
    'models',
    'Replace a model (new `photos` added, `keepPhotos` kept)',
    MODELS,
    modelBody,
    { 200: models.model },
    {
      bodyTypes: ['multipart/form-data'],
    },
  ),
  write(
    'delete',
    '/api/models/{id}',
    'models',
    'Delete a model',
    MODELS,
    undefined,
    { 204: null },
    {
      query: z.object({ force: z.enum(['true', 'false']).optional() }),
      errors: { 409: 'Used by accounts (`{ message, count }`); `?force=true` detaches them' },
    },
  ),
  get(
    '/api/models/{id}/photos/{photoId}',
    'models',
    'A photo of a model (the token may come from the accessToken cookie, for <img>)',
    MODELS,
    {
      200: { description: 'The image', contentType: 'image/*' },
    },
    { params: { id, photoId: z.string() } },
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

export const businessEndpoints: Endpoint[] = [
  ...authEndpoints,
  ...notificationEndpoints,
  ...otpEndpoints,
  ...platform.PLATFORMS.flatMap(platformEndpoints),
  ...modelEndpoints,
  ...systemEndpoints,
]
