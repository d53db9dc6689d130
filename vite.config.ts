import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath, URL } from 'node:url'
import { readFileSync } from 'node:fs'
import { manifest } from './src/app/pwa-manifest.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
// A build id that changes with every build, so that a redeploy is a new service worker.
const buildId = process.env.VERMILION_BUILD_ID ?? `${pkg.version}-${Date.now().toString(36)}`

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@seed': fileURLToPath(new URL('./seed', import.meta.url)),
      // msw's cookie jar (tough-cookie) only needs a registrable-domain lookup; the real tldts
      // ships the public-suffix list (~90 kB gzip). See src/mocks/lib/registrable-domain.ts.
      tldts: fileURLToPath(new URL('./src/mocks/lib/registrable-domain.ts', import.meta.url)),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,jpeg,gif,avif,woff2,json,ico,webmanifest,txt,csv,md,pdf}'],
        globIgnores: ['mockServiceWorker.js', 'sw.js', '.vite/**'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // Every browser the app targets (es2022) supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the byte budgets (bench/bytes.ts) are computed from.
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  preview: { port: 4173, strictPort: true },
})
