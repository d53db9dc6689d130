// End-to-end runner: serves the production build (dist/) with `vite preview` on a free port and
// runs tests/e2e/*.test.ts with node's test runner, playwright-core driving the system Chromium.
// ONE Chromium serves every test file: launched here (fresh profile, the flags of chromium.ts) with a
// remote-debugging port; each file connects over CDP and each test takes a fresh browser context.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { chromium as playwright } from 'playwright-core'
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from './chromium.ts'

const chromium = findChromium()
if (!chromium) {
  console.error('E2E: no Chromium found. Install it with `apt-get install chromium` (Debian), then run `npm test` again.')
  process.exit(1)
}
if (!existsSync('dist/index.html')) {
  console.error('E2E: dist/ is missing; run `npm run build` first (npm test does it).')
  process.exit(1)
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

const port = await freePort()
const server = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const baseUrl = `http://127.0.0.1:${port}`
for (let i = 0; i < 100; i++) {
  try {
    const res = await fetch(baseUrl)
    if (res.ok) break
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 100))
}

// axe-core for tests/e2e/axe.ts, served as a file from a port of its own: a <script src> compiles
// as it streams in, off the main thread, and a context's later pages reuse its code cache. Injected
// inline instead, each checked document paid ~0.3-0.8 s more (2 cores), ~25 s of the a11y sweep.
const axeSource = readFileSync('node_modules/axe-core/axe.min.js')
const axeServer = createHttpServer((_, res) => {
  res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' })
  res.end(axeSource)
})
await new Promise((resolve) => axeServer.listen(0, '127.0.0.1', resolve))
const axeUrl = `http://127.0.0.1:${axeServer.address().port}/axe.min.js`

// Playwright's launch (its usual switches, a fresh temporary user-data dir) plus a CDP port.
const cdpPort = await freePort()
const browser = await playwright.launch({
  executablePath: chromium,
  args: [...PLAYWRIGHT_CHROMIUM_ARGS, `--remote-debugging-port=${cdpPort}`, '--remote-debugging-address=127.0.0.1'],
})
const cdpEndpoint = `http://127.0.0.1:${cdpPort}`

const only = process.argv.slice(2)
const files = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => `tests/e2e/${f}`)

// A test that hangs (a page promise never settled) fails after 10 min instead of holding CI.
// E2E_GREP='update deployed': only the tests whose name matches (node's --test-name-pattern).
const grep = process.env.E2E_GREP ? [`--test-name-pattern=${process.env.E2E_GREP}`] : []
const child = spawn(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-timeout=600000', '--test-reporter=spec', ...grep, ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_CHROMIUM: chromium, E2E_CDP_ENDPOINT: cdpEndpoint, E2E_AXE_URL: axeUrl },
  },
)
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
await browser.close()
server.kill()
axeServer.close()
process.exit(code)
