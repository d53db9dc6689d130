// `npm run bench`: builds the app, serves dist/ on a loopback port, drives the system Chromium and
// prints one table plus bench/results.json; exits 1 when a budget of bench/budgets.json is broken.
//
//   node bench/run.mjs                      everything (30-45 minutes on 2 cores)
//   node bench/run.mjs --only=bytes,startup sections: bytes, startup, lighthouse, data, render
//   node bench/run.mjs --quick              fewer runs, data scale at the seed and 10,000 only
//   options: --skip-build  --runs=N (start-up)  --lh-runs=N  --scales=seed,10000,100000
//            --dist=DIR (build into / measure DIR instead of dist/)
//            --lh-targets=login,landing,pricing,payment,checkout,helpCenter,firstList,analytics,formPage  --lh-presets=desktop,mobile
//            --lh-save=DIR (keep the full Lighthouse reports there, for profiling)
//            --endpoints=users,tinder (data scale: names or paths containing these)
//            --cpu=1,4 (CPU profiles of the timing sections: 1 = this machine, 4 = the tablet profile,
//            Chromium's CPU throttling; default both; the tablet's data scale runs the seed and 10,000)
//
// A partial run (--only, --quick, --endpoints, --scales) writes bench/.work/results-partial.json
// and leaves bench/results.json (the committed figures of the last full run) alone.
import { spawnSync } from 'node:child_process'
import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { existsSync } from 'node:fs'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { measureDist } from './bytes.ts'
import { runDataScale } from './data-scale.ts'
import { chromiumPath, log, startPreview } from './lib.ts'
import { runLighthouse } from './lighthouse.ts'
import { runRender } from './render.ts'
import { runDashboardDraw } from './dashboard-draw.ts'
import { checkAll, formatTable } from './report.ts'
import { runStartup } from './startup.ts'
import { formatSpeed, machineSpeed } from './machine-speed.ts'

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? true]
  }),
)
const SECTIONS = ['bytes', 'startup', 'lighthouse', 'data', 'render']
const only = typeof args.only === 'string' ? args.only.split(',') : SECTIONS
const unknown = only.filter((s) => !SECTIONS.includes(s))
if (unknown.length) {
  console.error(`bench: unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`)
  process.exit(2)
}
const quick = Boolean(args.quick)
const scales =
  typeof args.scales === 'string'
    ? args.scales.split(',').map((s) => (s === 'seed' ? 'seed' : Number(s)))
    : quick
      ? ['seed', 10_000]
      : ['seed', 10_000, 100_000]
const runs = Number(args.runs ?? (quick ? 1 : 3))
const lhRuns = Number(args['lh-runs'] ?? 1)
const profiles = typeof args.cpu === 'string' ? args.cpu.split(',').map(Number) : [1, 4]
const tabletCpu = profiles.find((p) => p > 1)
const atOne = profiles.includes(1)
const dist = typeof args.dist === 'string' ? args.dist : 'dist'
const partial =
  quick ||
  only.length < SECTIONS.length ||
  Boolean(args.endpoints) ||
  Boolean(args.scales) ||
  dist !== 'dist' ||
  Boolean(args['lh-targets']) ||
  Boolean(args['lh-presets']) ||
  Boolean(args.cpu)
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'))

const sh = (cmd, cmdArgs) => spawnSync(cmd, cmdArgs, { encoding: 'utf8' }).stdout?.trim() ?? ''
/** The CPU model and clock as /proc/cpuinfo names them (Linux), else what Node reports. */
const cpuInfo = () => {
  const text = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : ''
  const field = (name) => text.match(new RegExp(`^${name}\\s*:\\s*(.+)$`, 'm'))?.[1]?.trim()
  const mhz = Number(field('cpu MHz'))
  return { model: field('model name') ?? cpus()[0]?.model ?? '', mhz: Number.isFinite(mhz) ? Math.round(mhz) : null }
}
const machine = () => ({
  cpus: cpus().length,
  cpuModel: cpuInfo().model,
  cpuMHz: cpuInfo().mhz,
  memoryGB: Math.round(totalmem() / 2 ** 30),
  freeMemoryGB: Math.round(freemem() / 2 ** 30),
  loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
})

if (!args['skip-build']) {
  log('building (vite build)…')
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) {
    console.error('bench: the build failed')
    process.exit(1)
  }
}

const started = new Date()
const results = {
  meta: {
    date: started.toISOString(),
    commit: sh('git', ['rev-parse', '--short', 'HEAD']),
    uncommittedChanges: sh('git', ['status', '--porcelain']).length > 0,
    node: process.version,
    chromium: sh(chromiumPath(), ['--version']),
    machineAtStart: machine(),
    sections: only,
    options: { quick, runs, lhRuns, scales, endpoints: args.endpoints ?? null, dist, cpu: profiles },
  },
}

// Each finished section is saved at once (bench/.work/results-progress.json), so an interrupted
// run keeps what it measured.
mkdirSync('bench/.work', { recursive: true })
const progress = () => writeFileSync('bench/.work/results-progress.json', `${JSON.stringify(results, null, 2)}\n`)
// The machine's speed (bench/machine-speed.ts) before the first section and after each one.
results.meta.speed = []
const speedAt = async (moment) => {
  if (only.some((section) => section !== 'bytes')) results.meta.speed.push({ moment, referenceWorkMs: await machineSpeed() })
}
await speedAt('start')
let server
try {
  if (only.includes('bytes') || only.includes('startup')) results.bytes = measureDist(dist)
  if (only.includes('startup') || only.includes('lighthouse') || only.includes('data') || only.includes('render'))
    server = await startPreview(dist)
  const dataOptions = (cpu) => ({
    cpu,
    // The tablet's budgets are set with the seed and at 10,000 records.
    scales: cpu > 1 ? scales.filter((x) => x === 'seed' || x <= 10_000) : scales,
    runs: (s) => (quick ? 5 : s === 100_000 ? 20 : 40),
    only: typeof args.endpoints === 'string' ? args.endpoints.split(',') : undefined,
  })
  if (tabletCpu) results.tablet = { cpu: tabletCpu }
  if (only.includes('startup')) {
    if (atOne) results.startup = await runStartup(server.base, results.bytes, { runs, dist })
    if (tabletCpu) results.tablet.startup = await runStartup(server.base, results.bytes, { runs, dist, cpu: tabletCpu })
    await speedAt('startup')
  }
  progress()
  if (only.includes('lighthouse'))
    results.lighthouse = await runLighthouse(server.base, {
      runs: lhRuns,
      targets: typeof args['lh-targets'] === 'string' ? args['lh-targets'].split(',') : undefined,
      presets: typeof args['lh-presets'] === 'string' ? args['lh-presets'].split(',') : undefined,
      saveDir: typeof args['lh-save'] === 'string' ? args['lh-save'] : undefined,
    })
  if (only.includes('lighthouse')) await speedAt('lighthouse')
  progress()
  if (only.includes('render')) {
    if (atOne) results.render = await runRender(server.base)
    if (tabletCpu) results.tablet.render = await runRender(server.base, { cpu: tabletCpu })
    // Dashboards drawing (issue #16), at each CPU profile.
    results.dashboardDraw = []
    for (const cpu of profiles) results.dashboardDraw.push(await runDashboardDraw(server.base, { cpu }))
    await speedAt('render')
  }
  progress()
  if (only.includes('data')) {
    if (atOne) results.dataScale = await runDataScale(server.base, dataOptions(1))
    progress()
    if (tabletCpu) results.tablet.dataScale = await runDataScale(server.base, dataOptions(tabletCpu))
    await speedAt('data')
  }
} finally {
  server?.stop()
}

results.meta.machineAtEnd = machine()
results.meta.durationS = Math.round((Date.now() - started.getTime()) / 1000)
const checks = checkAll(results, budgets)
results.budgets = checks

const out = partial ? 'bench/.work/results-partial.json' : 'bench/results.json'
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)

const m = results.meta
console.log(
  `Vermilion bench — ${m.date.slice(0, 16)}Z, commit ${m.commit}${m.uncommittedChanges ? '+changes' : ''}, ${m.chromium}, Node ${m.node}`,
)
console.log(
  `machine: ${m.machineAtStart.cpus} × ${m.machineAtStart.cpuModel}${m.machineAtStart.cpuMHz ? ` (${m.machineAtStart.cpuMHz} MHz)` : ''}, ${m.machineAtStart.memoryGB} GB; CPU profiles ${profiles.map((p) => `${p}x`).join(', ')}; load average ${m.machineAtStart.loadAverage1m} at start, ${m.machineAtEnd.loadAverage1m} at end; ${m.durationS} s`,
)
if (m.speed.length) console.log(formatSpeed(m.speed))
console.log(formatTable(results, checks))
console.log(`written: ${out}`)
process.exit(checks.some((c) => !c.ok) ? 1 : 0)
