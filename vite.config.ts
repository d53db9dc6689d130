import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath, URL } from 'node:url'
import { readFileSync } from 'node:fs'
import { manifest } from './src/app/pwa-manifest.ts'
import { prerenderPlugin } from './src/app/prerender-plugin.ts'
import { lucideDeepImports } from './src/app/lucide-deep-imports.ts'
import { framedChunk, MOCK_CORE, sharedWithGuestsChunk } from './src/app/chunk-groups.ts'
import { compileHintsPlugin } from './src/app/compile-hints-plugin.ts'

/**
 * `npm start` (vite preview): the files under /assets/ are named after their content hash, so they
 * are cached for good. vite preview says `no-cache` for every file, and each start of the app
 * then asked again for every module it loads (a visit without the service worker: a first visit,
 * a browser without it, the e2e suite).
 */
const immutableAssets = (): Plugin => ({
  name: 'vermilion-immutable-assets',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      next()
    })
  },
})

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
// A build id that changes with every build, so that a redeploy is a new service worker.
const buildId = process.env.VERMILION_BUILD_ID ?? `${pkg.version}-${Date.now().toString(36)}`

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@seed': fileURLToPath(new URL('./seed', import.meta.url)),
  // msw's cookie jar (tough-cookie) only needs a registrable-domain lookup; the real tldts
  // ships the public-suffix list (~90 kB gzip). See src/mocks/lib/registrable-domain.ts.
  tldts: fileURLToPath(new URL('./src/mocks/lib/registrable-domain.ts', import.meta.url)),
  // msw's cookie store itself: our handlers set no cookie, so its jar is always empty (~11 kB
  // gzip off the mock layer's first chunk). See src/mocks/lib/cookie-store-stub.ts.
  'tough-cookie': fileURLToPath(new URL('./src/mocks/lib/cookie-store-stub.ts', import.meta.url)),
}
const define = {
  __APP_VERSION__: JSON.stringify(pkg.version),
  __BUILD_ID__: JSON.stringify(buildId),
}

/**
 * What signing in needs offline right after a first visit (issue #14): the sign-in page and the
 * code it loads lazily (the form's zod validation), the mock layer (with the seed and what its
 * handlers load), the framed layout and the screens the demo accounts land on, and the locale
 * files; each with every chunk it imports, statically or lazily, and its CSS. Written to
 * `dist/sign-in-precache.json`, which the service worker caches with the shell at install.
 */
const SIGN_IN_JOURNEY = [
  'src/features/auth/pages/login-page.tsx',
  'src/mocks/browser.ts',
  'src/app/layouts/default-layout.tsx',
  'src/features/platform-accounts/pages/accounts-page.tsx',
  'src/features/otp/pages/otp-order-page.tsx',
  'src/features/auth/pages/access-control-page.tsx',
  'src/app/route-error.tsx',
  // What the worker registration loads lazily once the worker is up (the entry's other lazy
  // imports are the registry's pages): update watching and the draft flush.
  'node_modules/workbox-window/',
  'src/lib/form-drafts.ts',
]
const SIGN_IN_PRECACHE = 'sign-in-precache.json'

/** The lazy chunks whose imports are preloaded with them (build.modulePreload below): a first visit's critical path. */
const PRELOAD_DEPENDENCIES = /(^|\/)(login-page|browser|stored-sign-in-rows)-[\w-]+\.js$/

/** One icon's module of lucide-react (the build imports each from its own file). */
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))
/** The framed layout's chunk group (src/app/chunk-groups.ts): the screens without that layout. */
const FRAMED = {
  entry: src('main.tsx'),
  layout: src('app/layouts/default-layout.tsx'),
  guestRoots: [
    'features/auth/',
    'features/front-pages/',
    'features/errors/',
    'app/layouts/front-layout.tsx',
    'app/layouts/front/',
    'app/layouts/blank-layout.tsx',
    'mocks/',
  ].map(src),
}

function signInPrecache(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url))
  return {
    name: 'vermilion-sign-in-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const wanted = new Set<string>()
      const visit = (fileName: string) => {
        const chunk = byFile.get(fileName)
        if (!chunk || wanted.has(fileName)) return
        wanted.add(fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) wanted.add(css)
        // Not the entry's lazy imports: those are every route of the registry (the entry is in the shell).
        for (const next of [...chunk.imports, ...(chunk.isEntry ? [] : chunk.dynamicImports)]) visit(next)
      }
      // A package is found wherever it is installed (a linked node_modules resolves elsewhere).
      const holds = (f: string) => (f.startsWith('node_modules/') ? (m: string) => m.includes(`/${f}`) : (m: string) => m === root + f)
      for (const id of SIGN_IN_JOURNEY) {
        // The chunk that holds the module and, when a chunk group took it in (the framed layout),
        // the small entry chunk its dynamic import loads (which re-exports it from the group's).
        const holding = chunks.filter((c) => c.moduleIds.some(holds(id)) || (c.facadeModuleId !== null && holds(id)(c.facadeModuleId)))
        if (holding.length === 0) this.error(`sign-in precache: no chunk holds ${id}`)
        for (const chunk of holding) visit(chunk.fileName)
      }
      // The locale files (one small chunk per language and namespace).
      for (const c of chunks) if (c.moduleIds.some((m) => m.includes('/src/i18n/locales/'))) visit(c.fileName)
      this.emitFile({ type: 'asset', fileName: SIGN_IN_PRECACHE, source: JSON.stringify([...wanted].sort().map((f) => `/${f}`)) })
    },
  }
}

/**
 * react-router 7's package exports resolve to its development build in every bundle (warnings,
 * dev checks; remix-run/react-router#14102): the production build it ships beside it is used
 * instead in `vite build` (3 kB gzip less in the entry, no development checks at run time).
 */
const routerProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
const productionAliases = [
  { find: /^react-router$/, replacement: routerProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
]

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      ...(command === 'build' ? productionAliases : []),
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  define,
  plugins: [
    // Icons imported from their own files: the module graph the chunk groups read is then exact.
    lucideDeepImports(fileURLToPath(new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url))),
    react(),
    // The sign-in screen and the front pages painted before the JavaScript (issues #8, #21).
    prerenderPlugin({ alias, define, react }),
    signInPrecache(),
    // V8 compiles the first screen's code off the main thread (src/app/compile-hints-plugin.ts).
    compileHintsPlugin(['framed', 'headless']),
    immutableAssets(),
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
    modulePreload: {
      // Every browser the app targets (es2022) supports <link rel="modulepreload">: no polyfill in the entry.
      polyfill: false,
      // index.html keeps the modulepreload links of the entry's imports. A lazy chunk (a route, the
      // framed layout) preloads only its CSS: appending a <link> per JS dependency (40-50 per
      // screen) cost ~140 ms of main thread at 4x CPU throttling (~35 ms unthrottled), more than the module loader
      // fetching them itself (from the service worker's cache, or in parallel after the chunk).
      // The sign-in page's, the mock layer's and the sign-in seed contract's chunks keep them: a first
      // visit's live sign-in form and first API answer waited on waterfalls of small chunks (~50 ms at 1x).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && !PRELOAD_DEPENDENCIES.test(file) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the byte budgets (bench/bytes.ts) are computed from.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The mock layer's core in one chunk (chunk-groups.ts MOCK_CORE): no waterfall at its start.
            { name: 'mock-layer', test: MOCK_CORE, includeDependenciesRecursively: false },
            // ECharts' renderer (zrender) in a chunk of its own: the shared chart chunk stays under the
            // 200 kB budget, and chart types only one page uses stay in that page's chunk.
            { name: 'zrender', test: /[\\/]node_modules[\\/]zrender[\\/]/ },
            // What only the framed layout and its screens import, in one chunk (chunk-groups.ts).
            { name: framedChunk('framed', FRAMED), debugName: 'framed', includeDependenciesRecursively: false },
            // The layout's icons that a screen without it shows too (the nav's, on the front pages), in one chunk.
            {
              name: sharedWithGuestsChunk('layout-icons', { ...FRAMED, test: (id) => LUCIDE_ICON.test(id) }),
              debugName: 'layout-icons',
              includeDependenciesRecursively: false,
            },
            // Headless UI and the floating / focus helpers it uses, in one chunk (~46 kB gzip) rather
            // than ~30 of a few hundred bytes: every signed-in screen needs most of it (menus,
            // dialogs), the sign-in none of it.
            {
              name: 'headless',
              test: /[\\/]node_modules[\\/](@headlessui|@floating-ui|@react-aria|tabbable)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // Everything the entry imports statically (Rolldown's `$initial` tag: it all runs before the
            // first paint anyway) in ONE chunk beside the entry, instead of ~32 modulepreloaded files
            // split by which lazy screens share them: 3 files before the sign-in's first paint (8 kB
            // less gzip: one stream), ~30 fewer requests on a list reload (each ~1-2 ms of a tablet's
            // main thread). The entry module itself stays out: it is index.html's script.
            { name: 'app-core', tags: ['$initial'], test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id) },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
}))
