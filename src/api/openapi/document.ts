import { z } from 'zod'
import { errorBody } from '../contracts/common'
import type { Endpoint, ResponseSpec } from './endpoint'
import { accountEndpoints } from './endpoints/accounts'
import { businessEndpoints } from './endpoints/business'
import { ecommerceEndpoints } from './endpoints/ecommerce'
import { templateEndpoints } from './endpoints/template'

/** THE endpoint table: every endpoint of the API (the mocks answer each one). */
export const ENDPOINTS: Endpoint[] = [...businessEndpoints, ...accountEndpoints, ...templateEndpoints, ...ecommerceEndpoints]

type Json = Record<string, unknown>

/** The document's version: raise it when the API changes in a way a client would notice. */
export const API_VERSION = '1.0.0'

/** JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a zod schema: its input for requests, its output for responses. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json
  return rest
}

const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)

function parameters(e: Endpoint): Json[] {
  const inPath = pathNames(e.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: schemaOf(e.params?.[name] ?? z.number().int().positive(), 'input'),
  }))
  if (!e.query) return inPath
  const query = schemaOf(e.query, 'input') as { properties?: Record<string, Json>; required?: string[] }
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema
    const array = rest.type === 'array'
    return {
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
      ...(array ? { style: 'form', explode: true } : {}),
    }
  })
  return [...inPath, ...inQuery]
}

function response(spec: ResponseSpec): Json {
  if (spec === null) return { description: 'No content' }
  if (spec instanceof z.ZodType) return { description: 'OK', content: { 'application/json': { schema: schemaOf(spec, 'output') } } }
  if (!spec.schema) return { description: spec.description, content: { [spec.contentType ?? 'application/json']: {} } }
  return {
    description: spec.description,
    content: { [spec.contentType ?? 'application/json']: { schema: schemaOf(spec.schema, 'output') } },
  }
}

const ERROR = { $ref: '#/components/responses/Error' }
function errorResponses(e: Endpoint): Json {
  const out: Json = {}
  if (e.body) out['400'] = { $ref: '#/components/responses/ValidationError' }
  if (e.access !== 'public') out['401'] = { $ref: '#/components/responses/Unauthorized' }
  if (typeof e.access === 'object') out['403'] = { $ref: '#/components/responses/Forbidden' }
  if (pathNames(e.path).length) out['404'] = ERROR
  for (const [status, description] of Object.entries(e.errors ?? {}))
    out[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
  return out
}

const operationId = (e: Endpoint) =>
  e.method +
  e.path
    .replace(/^\/api/, '')
    .split(/[/_-]/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('{') ? `By${part.slice(1, 2).toUpperCase()}${part.slice(2, -1)}` : part[0]!.toUpperCase() + part.slice(1),
    )
    .join('')

function operation(e: Endpoint): Json {
  const params = parameters(e)
  const bodyTypes = ['application/json', ...(e.bodyTypes ?? [])]
  return {
    operationId: operationId(e),
    tags: [e.tag],
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    'x-access': e.access,
    security: e.access === 'public' ? [] : [{ bearer: [] }],
    ...(params.length ? { parameters: params } : {}),
    ...(e.body
      ? { requestBody: { required: true, content: Object.fromEntries(bodyTypes.map((t) => [t, { schema: schemaOf(e.body!, 'input') }])) } }
      : {}),
    responses: {
      ...Object.fromEntries(Object.entries(e.responses).map(([status, spec]) => [status, response(spec as ResponseSpec)])),
      ...errorResponses(e),
    },
  }
}

/** The OpenAPI 3.1 document of the API (written to public/openapi.json by `npm run openapi`). */
export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {}
  for (const e of ENDPOINTS) (paths[e.path] ??= {})[e.method] = operation(e)
  const errorSchema = schemaOf(errorBody, 'output')
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vermilion API',
      version: API_VERSION,
      description:
        'The HTTP API of Vermilion, answered in the browser by the mock layer (MSW over IndexedDB). A real server implementing this document can replace it. Conventions (errors, lists, ids, authentication): docs/api.md.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(ENDPOINTS.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'accessToken of POST /api/auth/login' } },
      schemas: { Error: errorSchema },
      responses: {
        Error: { description: 'Error `{ message }`', content: errorContent },
        ValidationError: { description: 'Invalid body: `{ message, errors: { field: [i18n key] } }`', content: errorContent },
        Unauthorized: { description: 'No valid bearer token', content: errorContent },
        Forbidden: { description: 'The signed-in user may not do this (x-access)', content: errorContent },
      },
    },
  }
}

/** The text of public/openapi.json. */
export const serializeOpenApi = (): string => `${JSON.stringify(buildOpenApi(), null, 2)}\n`
