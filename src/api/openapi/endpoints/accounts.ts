import { z } from 'zod'
import * as dashboard from '../../contracts/dashboard'
import * as models from '../../contracts/models'
import * as platform from '../../contracts/platform'
import { get, id, listParams, write, type Access, type Endpoint } from '../endpoint'

/** The dating-platform areas (one contract parameterised by platform) and the persona models they use. */
const MODELS: Access = { action: 'access', subject: 'models' }

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

/** The business dashboard (DECISIONS section 9): each block only for the areas of the token's user. */
const dashboardEndpoints: Endpoint[] = [
  get(
    '/api/dashboard/accounts',
    'dashboards',
    'Business figures: accounts per status and platform, created and banned per day, top strategies and models, OTP spend and refunds, latest orders (blocks of areas the user may not access are null)',
    { action: 'access', subject: 'global' },
    { 200: dashboard.accountsDashboard },
  ),
]

export const accountEndpoints: Endpoint[] = [...platform.PLATFORMS.flatMap(platformEndpoints), ...modelEndpoints, ...dashboardEndpoints]
