import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'bench/**/*.test.ts']

/**
 * Test files under node that neither swap modules or globals (`vi.mock`, `vi.stubGlobal`, fake
 * timers…) nor render (jsdom) share their worker's modules (`isolate: false`): zod, MSW, Dexie and
 * the handlers are imported once per worker instead of once per file (that group took half the
 * CPU); each starts on an empty database (src/testing/setup-shared.ts). Every other file runs in
 * a fresh module graph: what it swaps must not reach another file, and screens keep app state
 * (i18n, the query cache, the API client) that another file could find half-set.
 */
const OWN_GRAPH = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(|@vitest-environment jsdom/
const shared = INCLUDE.flatMap((pattern) => globSync(pattern)).filter((file) => !OWN_GRAPH.test(readFileSync(file, 'utf8')))

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@seed': fileURLToPath(new URL('./seed', import.meta.url)),
    },
  },
  define: { __APP_VERSION__: '"test"', __BUILD_ID__: '"test"' },
  test: {
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 20000,
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'isolated', include: INCLUDE, exclude: shared } },
      { extends: true, test: { name: 'shared', include: shared, isolate: false, setupFiles: ['src/testing/setup-shared.ts'] } },
    ],
  },
})
