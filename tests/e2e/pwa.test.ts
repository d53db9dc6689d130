// The installable offline app: manifest and installability, the one service worker (Workbox +
// MSW) offline, an update deployed over a running app, and backup/restore of the database.
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { PLAYWRIGHT_CHROMIUM_ARGS } from './chromium.ts'
import { apiCall, BASE, controlled, fullyPrecached, mocksReady, newContext, setupBrowser } from './lib.ts'

setupBrowser()

const VITE = 'node_modules/vite/bin/vite.js'
/** The build under test (the runner serves dist/; E2E_DIST names another build directory). */
const DIST = process.env.E2E_DIST ?? 'dist'

/** The build id of the worker controlling the page (sw.ts answers GET_BUILD_ID). */
function buildIdOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (e) => resolve(String(e.data))
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_BUILD_ID' }, [channel.port2])
        setTimeout(() => resolve('(the worker did not answer within 10 s)'), 10_000)
      }),
  )
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

function run(args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

/** `vite preview` of one build directory on a fixed port (one "deployment"). */
async function serve(outDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/manifest.webmanifest`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) {
      if (server.exitCode !== null) throw new Error(`port ${port} is taken by another server`)
      return server
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  server.kill()
  throw new Error(`vite preview of ${outDir} did not start`)
}

async function stop(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((r) => server.once('exit', r))
  server.kill()
  const timer = setTimeout(() => server.kill('SIGKILL'), 3000)
  await exited
  clearTimeout(timer)
}

/** Records every /api/ request that would reach the network (none may: the mocks answer them). */
async function forbidNetworkApi(context: BrowserContext): Promise<string[]> {
  const leaks: string[] = []
  await context.route(/\/api\//, (route) => {
    leaks.push(`${route.request().method()} ${route.request().url()}`)
    return route.abort()
  })
  return leaks
}

describe('installable offline PWA', () => {
  // The first test's installed app (a real profile, signed in as the client) is reused by the
  // backup test: one first visit (precaching the whole build) fewer.
  let installed: { context: BrowserContext; page: Page } | undefined
  let profile: string | undefined
  after(async () => {
    await installed?.context.close()
    if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 3 })
  })

  it('is installable (manifest, real PNG icons, no installability errors), precaches the whole build, offers the install prompt in the user menu', async () => {
    // Chromium reports every incognito context as not installable: use a real profile here.
    profile = mkdtempSync(join(tmpdir(), 'vermilion-e2e-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: PLAYWRIGHT_CHROMIUM_ARGS,
      baseURL: BASE,
      serviceWorkers: 'allow',
      viewport: { width: 1366, height: 860 },
    })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/login')
    await controlled(page)
    await mocksReady(page)
    await fullyPrecached(page)
    const manifest = (await (await fetch(`${BASE}/manifest.webmanifest`)).json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    assert.equal(manifest.name, 'Vermilion')
    assert.equal(manifest.short_name, 'Vermilion')
    assert.equal(manifest.display, 'standalone')
    assert.equal(manifest.start_url, '/')
    assert.equal(manifest.scope, '/')
    assert.equal(manifest.lang, 'fr')
    assert.equal(manifest.dir, 'ltr')
    assert.match(String(manifest.theme_color), /^#[0-9a-f]{6}$/i)
    assert.match(String(manifest.background_color), /^#[0-9a-f]{6}$/i)
    const wanted = [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]
    for (const [sizes, purpose] of wanted) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose)
      assert.ok(icon, `icon ${sizes} ${purpose}`)
      const png = Buffer.from(await (await fetch(`${BASE}${icon.src}`)).arrayBuffer())
      assert.equal(png.subarray(1, 4).toString(), 'PNG', `${icon.src} is a PNG`)
      assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, sizes, `${icon.src} is ${sizes}`)
    }
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
    assert.deepEqual(installabilityErrors, [])
    const appManifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] }
    assert.deepEqual(appManifest.errors, [])

    // One worker precached the whole build: shell, every lazy chunk, fonts, locales, images.
    const cached = new Set(
      await page.evaluate(async () => {
        const urls: string[] = []
        for (const name of await caches.keys()) {
          if (!name.includes('precache')) continue
          for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname)
        }
        return urls
      }),
    )
    const files = listFiles(DIST)
      .map((f) => '/' + relative(DIST, f).split('\\').join('/'))
      .filter((f) => !f.startsWith('/.vite/') && !['/sw.js', '/mockServiceWorker.js'].includes(f) && !f.endsWith('.woff'))
    const missing = files.filter((f) => !cached.has(f))
    assert.deepEqual(missing, [], 'every file of the build is precached')
    assert.ok(files.filter((f) => f.endsWith('.js')).length > 10, 'lazy chunks are there')
    assert.ok(files.filter((f) => /\/common-[\w-]+\.js$/.test(f)).length >= 3, 'locale chunks (fr, en, ar) are there')
    assert.ok(files.some((f) => f.endsWith('.woff2')) && files.some((f) => f.startsWith('/images/')), 'fonts and images are there')

    // The browser's install prompt becomes an "Install app" entry in the user menu.
    await page.getByTestId('demo-client').click()
    await Promise.all([page.waitForURL('**/access-control'), page.locator('form button[type=submit]').click()])
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { __prompted: boolean }).__prompted = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      window.dispatchEvent(event)
    })
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: "Installer l'application" }).click()
    await page.waitForFunction(() => (window as unknown as { __prompted?: boolean }).__prompted === true)
    installed = { context, page }
  })

  it('works offline: reloads, deep links, the mock API and persisted writes, even after every tab closed', async () => {
    const context = await newContext({ serviceWorker: true })
    const leaks = await forbidNetworkApi(context)
    let page = await context.newPage()
    page.on('pageerror', (err) => console.error('[pageerror]', err.message))
    await page.goto('/login')
    await controlled(page)
    await mocksReady(page)
    await fullyPrecached(page)

    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name: /Bienvenue sur Vermilion/ }).waitFor()
    await mocksReady(page)
    await page.getByTestId('demo-client').click()
    await Promise.all([page.waitForURL('**/access-control'), page.locator('form button[type=submit]').click()])
    await page.goto('/access-control') // a deep link, offline
    await page.getByTestId('acl-rules').waitFor()
    await page.getByTestId('offline-indicator').getByText('Hors ligne', { exact: true }).waitFor()
    await mocksReady(page)

    const notifications = await apiCall<{ unread: number }>(page, '/notifications')
    assert.equal(notifications.status, 200)
    const user = { username: `offline${Date.now() % 100000}`, email: `offline${Date.now() % 100000}@demo.com`, password: 'secret1' }
    assert.equal((await apiCall(page, '/auth/register', { method: 'POST', body: user })).status, 201)
    const read = await apiCall<{ unread: number }>(page, '/notifications/read-all', { method: 'POST' })
    assert.equal(read.status, 200)
    assert.equal(read.body.unread, 0)

    await page.reload()
    await mocksReady(page)
    assert.equal((await apiCall<{ unread: number }>(page, '/notifications')).body.unread, 0, 'the write survived the reload')
    assert.equal((await apiCall(page, '/auth/login', { method: 'POST', body: { email: user.email, password: user.password } })).status, 201)

    // Close every page (MSW's worker would unregister itself here), then start again offline.
    for (const p of context.pages()) await p.close()
    await new Promise((r) => setTimeout(r, 500))
    page = await context.newPage()
    await page.goto('/access-control')
    await page.getByTestId('acl-rules').waitFor()
    await mocksReady(page)
    assert.equal((await apiCall(page, '/auth/login', { method: 'POST', body: { email: user.email, password: user.password } })).status, 201)
    assert.equal((await apiCall<{ unread: number }>(page, '/notifications')).body.unread, 0)
    await page.goto('/pages/misc/page-not-found')
    await page.waitForFunction(() => !document.getElementById('boot') && document.body.innerText.length > 20)
    assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)), 1, 'one registration')
    assert.deepEqual(leaks, [], 'no API call reached the network')
    await context.close()
  })

  it('signs in offline right after a first visit: what signing in needs is precached at install', async () => {
    const context = await newContext({ serviceWorker: true })
    const leaks = await forbidNetworkApi(context)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    await page.goto('/login')
    await controlled(page) // the worker is active: only its install-time precache from now on
    await context.setOffline(true)
    await page.getByTestId('demo-admin').click()
    await Promise.all([page.waitForURL('**/tinder/accounts', { timeout: 30_000 }), page.locator('form button[type=submit]').click()])
    await page.getByRole('row').nth(1).waitFor({ timeout: 30_000 }) // the home screen's list, with its rows
    await page.getByTestId('offline-indicator').waitFor()
    assert.deepEqual(errors, [], 'no page error')
    assert.deepEqual(leaks, [], 'no API call reached the network')
    await context.close()
  })

  it('on a first visit, an API call made before the seed is done waits for it (never a half-seeded answer)', async () => {
    const context = await newContext({ serviceWorker: true })
    const page = await context.newPage()
    // A slow seed (its users file arrives late), so that the mock layer is up well before it is done.
    await page.route(/\/assets\/users-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 2000))
      await route.continue()
    })
    // As early as possible: from the first script of the page, a raw fetch (not the app's client,
    // which waits for the whole mock layer) again and again until the mock layer answers.
    await page.addInitScript(() => {
      const answers: unknown[] = []
      ;(window as unknown as { __earlyAnswers: unknown[] }).__earlyAnswers = answers
      const probe = () =>
        fetch('/api/apps/users?itemsPerPage=1').then(
          async (r) => {
            const mocked = (r.headers.get('content-type') ?? '').includes('json') && !r.headers.has('X-Vermilion-Mock-Unavailable')
            if (mocked) answers.push({ status: r.status, body: await r.json() })
            if (answers.length < 3) setTimeout(probe, mocked ? 0 : 5)
          },
          () => setTimeout(probe, 5),
        )
      void probe()
    })
    await page.goto('/login')
    await page.waitForFunction(() => (window as unknown as { __earlyAnswers: unknown[] }).__earlyAnswers.length >= 3, undefined, {
      timeout: 60_000,
    })
    const answers = await page.evaluate(
      () => (window as unknown as { __earlyAnswers: { status: number; body: { totalUsers: number } }[] }).__earlyAnswers,
    )
    const seedUsers = (JSON.parse(readFileSync('seed/users.json', 'utf8')) as unknown[]).length
    assert.deepEqual(
      answers.map((a) => [a.status, a.body.totalUsers]),
      answers.map(() => [200, seedUsers]),
      'every answer, the first included, comes from the whole seed',
    )
    await context.close()
  })

  describe('an update deployed over a running app', () => {
    let port: number
    let outB: string
    let server: ChildProcess | undefined
    let buildB: Promise<void>
    const buildIdB = `e2e-update-${Date.now().toString(36)}`

    before(async () => {
      port = await freePort()
      outB = mkdtempSync(join(tmpdir(), 'vermilion-e2e-b-'))
      buildB = run([VITE, 'build', '--outDir', outB, '--emptyOutDir', '--logLevel', 'warn'], { VERMILION_BUILD_ID: buildIdB })
    })
    after(async () => {
      await stop(server)
      if (outB && existsSync(outB)) rmSync(outB, { recursive: true, force: true })
    })

    it('is picked up, keeps the half-typed form, reloads once, says so, and the mocks answer after', async () => {
      server = await serve(DIST, port)
      const origin = `http://127.0.0.1:${port}`
      const context = await newContext({ serviceWorker: true })
      const leaks = await forbidNetworkApi(context)
      const page = await context.newPage()
      page.on('pageerror', (err) => console.error('[pageerror]', err.message))
      const probes: string[] = []
      const early: string[] = []
      page.on('console', (msg) => {
        if (msg.text().startsWith('probe ')) probes.push(msg.text())
        if (msg.text().startsWith('early-probe ')) early.push(msg.text())
      })
      await page.goto(`${origin}/register`)
      await controlled(page)
      await mocksReady(page)
      const buildIdA = await buildIdOf(page)
      await page.locator('input[autocomplete=username]').fill('draftuser')
      await page.locator('input[type=email]').fill('draft@demo.com')
      await page.locator('input[type=password]').fill('secret1')

      // Deploy build B on the same origin.
      await buildB
      await stop(server)
      server = await serve(outB, port)

      let loads = 0
      page.on('load', () => loads++)
      // API traffic through the switch: each answer must come from a mock layer (404 of the
      // drafts handler) or be the worker's "retry" 503, never from the network.
      await page.evaluate(() => {
        setInterval(() => {
          const t0 = performance.now()
          fetch('/api/drafts/probe').then(
            async (r) =>
              console.log(
                `probe ${r.status} ${r.headers.get('X-Vermilion-Mock-Unavailable') ?? '-'} ${(await r.text()).slice(0, 40)} ${Math.round(performance.now() - t0)}ms at ${Math.round(t0)}`,
              ),
            () => console.log('probe failed'),
          )
        }, 1000)
      })
      // And a call the reloaded page makes before its mock layer is bound to the new worker.
      await page.addInitScript(() => {
        void fetch('/api/drafts/probe').then((r) =>
          console.log(`early-probe ${r.status} ${r.headers.get('X-Vermilion-Mock-Unavailable') ?? '-'}`),
        )
      })
      // The user comes back to the tab: the app checks for a new version. It checks at most every
      // 5 s (register-sw.ts), and the page may have checked on load a moment ago: the user comes
      // back again every 6 s until the update shows.
      // A sample every second notes the registration's workers, for the message of a failure.
      const started = Date.now()
      const timeline: string[] = []
      let samples = 0
      const sample = async () => {
        const nudge = samples++ % 6 === 0
        const state = await page
          .evaluate(async (nudge) => {
            if (nudge) document.dispatchEvent(new Event('visibilitychange'))
            const r = await navigator.serviceWorker.getRegistration()
            const w = (x: ServiceWorker | null | undefined) => x?.state ?? '-'
            return `installing ${w(r?.installing)}, waiting ${w(r?.waiting)}, active ${w(r?.active)}`
          }, nudge)
          .catch((error: unknown) => String(error).split('\n')[0] ?? '')
        if (timeline.at(-1)?.endsWith(state) !== true) timeline.push(`${((Date.now() - started) / 1000).toFixed(1)} s: ${state}`)
      }
      await sample()
      const nudges = setInterval(() => void sample(), 1000)
      try {
        // The new worker's update install caches the whole build before it takes over (a loaded machine takes a while).
        await page.getByText('Application mise à jour vers la nouvelle version').waitFor({ timeout: 120_000 })
      } catch (error) {
        throw new Error(
          `${String(error).split('\n')[0]}\nworkers: ${timeline.join('; ')}; reloads ${loads}; probes ${probes.length}, the last ${probes.slice(-3).join(', ')}`,
          {
            cause: error,
          },
        )
      } finally {
        clearInterval(nudges)
      }
      assert.equal(await buildIdOf(page), buildIdB)
      assert.notEqual(buildIdA, buildIdB)
      assert.equal(loads, 1, 'reloaded exactly once')
      // The half-typed form came back (but never the password), and the draft was used up.
      await page.waitForFunction(
        () => (document.querySelector('input[autocomplete=username]') as HTMLInputElement | null)?.value === 'draftuser',
      )
      assert.equal(await page.locator('input[type=email]').inputValue(), 'draft@demo.com')
      assert.equal(await page.locator('input[type=password]').inputValue(), '')
      await mocksReady(page)
      assert.equal((await apiCall(page, '/drafts/register')).status, 404)
      // The mock layer answers on the new worker, and the data is still there.
      assert.equal(
        (await apiCall(page, '/auth/login', { method: 'POST', body: { email: 'admin@demo.com', password: 'admin' } })).status,
        201,
      )
      assert.ok(probes.length > 0, 'probes ran during the update')
      assert.deepEqual(early, ['early-probe 503 1'], 'a call before the mock layer is bound is held for retry')
      const bad = probes.filter((p) => !/^probe 404 - \{"message":"Not found"\}/.test(p) && !/^probe 503 1 /.test(p))
      assert.deepEqual(bad, [], 'API answers came from the mocks or were held for retry')
      assert.deepEqual(leaks, [], 'no API call reached the network')
      await context.close()
    })
  })

  it('backs up, resets and restores the data (same records); a bad file changes nothing and says why; shows storage health', async () => {
    assert.ok(installed, 'the installed app of the first test')
    const { page } = installed
    await page.goto('/access-control')
    await mocksReady(page)
    // Make the data differ from the demo data, so the round trip proves more than a re-seed.
    await apiCall(page, '/notifications/read-all', { method: 'POST' })
    const before = await apiCall<{ tables: Record<string, unknown[]> }>(page, '/system/backup')
    assert.equal(before.status, 200)

    await page.getByTestId('customizer-toggle').click()
    const drawer = page.getByRole('dialog', { name: 'Personnaliser le thème' })
    const confirmRestore = () =>
      page.getByRole('dialog', { name: 'Restaurer une sauvegarde' }).getByRole('button', { name: 'Restaurer' }).click()
    await drawer.getByTestId('storage-usage').waitFor()
    assert.match(await drawer.getByTestId('storage-usage').innerText(), /utilisés sur/)
    await drawer.getByTestId('storage-persisted').or(drawer.getByTestId('storage-not-persisted')).waitFor()

    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByTestId('backup-data').click()])
    assert.match(download.suggestedFilename(), /^vermilion-backup-\d{4}-\d{2}-\d{2}\.json$/)
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { format: string; tables: Record<string, unknown[]> }
    assert.equal(file.format, 'vermilion-backup')
    assert.deepEqual(file.tables, before.body.tables)

    // Reset: the notifications are unread again.
    await drawer.getByTestId('reset-demo-data').click()
    await page.getByRole('button', { name: 'Tout réinitialiser' }).click()
    await page.getByText('Les données de démo ont été réinitialisées').waitFor()
    assert.ok((await apiCall<{ unread: number }>(page, '/notifications')).body.unread > 0)

    // A bad file: refused with the reason, nothing changed.
    const resetState = await apiCall<{ tables: Record<string, unknown[]> }>(page, '/system/backup')
    const broken = { ...file, tables: { ...file.tables, strangers: [] } }
    await drawer
      .getByTestId('restore-file')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) })
    await confirmRestore()
    await page
      .getByTestId('restore-error')
      .getByText("Restauration impossible, rien n'a été modifié : la table « strangers » est inconnue.")
      .waitFor()
    assert.deepEqual((await apiCall<{ tables: Record<string, unknown[]> }>(page, '/system/backup')).body.tables, resetState.body.tables)
    await drawer
      .getByTestId('restore-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not json at all') })
    await page
      .getByTestId('restore-error')
      .getByText(/le fichier n'est pas un JSON valide/)
      .waitFor()

    // Restore the downloaded backup: the same records as before the reset.
    await drawer.getByTestId('restore-file').setInputFiles((await download.path())!)
    await confirmRestore()
    await page.getByText(/Données restaurées/).waitFor()
    const restored = await apiCall<{ tables: Record<string, unknown[]> }>(page, '/system/backup')
    assert.deepEqual(restored.body.tables, before.body.tables)
    assert.equal((await apiCall<{ unread: number }>(page, '/notifications')).body.unread, 0)
  })
})
