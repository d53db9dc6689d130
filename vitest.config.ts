import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath, URL } from 'node:url'

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
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 20000,
    pool: 'threads',
    maxWorkers: 2,
  },
})
