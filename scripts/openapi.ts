// npm run openapi: writes public/openapi.json (served with the app at /openapi.json) from the
// endpoint table of src/api/openapi (zod contracts -> JSON Schema). A test fails when the
// committed file differs from what this writes (src/api/openapi/openapi.test.ts).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import type * as DocumentModule from '../src/api/openapi/document.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const { module } = await runnerImport<typeof DocumentModule>('/src/api/openapi/document.ts', {
  configFile: false,
  root,
  logLevel: 'error',
  // contracts may import '@/lib/…' (the sanitised-HTML transform)
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
})
const target = fileURLToPath(new URL('../public/openapi.json', import.meta.url))
writeFileSync(target, module.serializeOpenApi())
console.log(`public/openapi.json: ${module.ENDPOINTS.length} endpoints`)
