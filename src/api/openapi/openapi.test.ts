import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { allHandlers } from '@/mocks/handlers'
import { ENDPOINTS, buildOpenApi, serializeOpenApi } from './document'

const handlers = await allHandlers()

/** An MSW path (`*\/api/apps/users/:id`) as an OpenAPI path (`/api/apps/users/{id}`). */
const openApiPath = (mswPath: string) => mswPath.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}')
const key = (method: string, path: string) => `${method.toLowerCase()} ${path}`

const handlerKeys = handlers.map((h) => {
  const info = h.info as { method?: unknown; path?: unknown }
  return key(String(info.method), openApiPath(String(info.path)))
})
const tableKeys = ENDPOINTS.map((e) => key(e.method, e.path))

describe('the API document (public/openapi.json)', () => {
  it('is the one npm run openapi writes from the endpoint table', () => {
    const committed = readFileSync(new URL('../../../public/openapi.json', import.meta.url), 'utf8')
    expect(committed === serializeOpenApi(), 'public/openapi.json is stale: run `npm run openapi`').toBe(true)
  })

  it('has an entry for every MSW handler', () => {
    const missing = handlerKeys.filter((k) => !tableKeys.includes(k))
    expect(missing, 'handlers without a row in src/api/openapi/endpoints').toEqual([])
  })

  it('describes no endpoint the mocks do not answer, and none twice', () => {
    expect(tableKeys.filter((k) => !handlerKeys.includes(k))).toEqual([])
    expect(tableKeys.length).toBe(new Set(tableKeys).size)
  })

  it('is OpenAPI 3.1 with a parameter for every path segment and a response per operation', () => {
    const doc = buildOpenApi() as {
      openapi: string
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: object; operationId: string }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    const ids = new Set<string>()
    for (const [path, operations] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      for (const op of Object.values(operations)) {
        expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? []).toEqual(names)
        expect(Object.keys(op.responses).length).toBeGreaterThan(0)
        expect(ids.has(op.operationId), op.operationId).toBe(false)
        ids.add(op.operationId)
      }
    }
  })

  it('documents request bodies from the zod input and responses from the output', () => {
    const doc = buildOpenApi() as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } }
        >
      >
    }
    const post = doc.paths['/api/apps/users']?.post
    const body = post?.requestBody?.content['application/json']?.schema
    // userInput: `status` has a default, so a client may omit it (input), while the stored user always has it.
    expect(body?.required).not.toContain('status')
    expect(body?.properties).toHaveProperty('fullName')
  })
})
