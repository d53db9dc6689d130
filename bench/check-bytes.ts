// The byte budgets of bench/budgets.json, checked against dist/ (run after the build; `npm test`
// does). Exit 1 when one is broken. Static: no browser, no timing, the same on every machine.
import { readFileSync } from 'node:fs'
import { checkBytes, kB, measureDist, type Budgets } from './bytes.ts'

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Budgets
// `node bench/check-bytes.ts [dir]`: another build directory than dist/.
const report = measureDist(process.argv[2] ?? 'dist')
const checks = checkBytes(report, budgets.bytes)
console.log('Byte budgets (gzip, kB = 1000 bytes)')
for (const c of checks)
  console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(22)} ${String(c.value).padStart(7)} kB  (budget ${c.limit} kB)`)
console.log(
  `  info ${'loginStartupLocalesJs'.padEnd(22)} ${String(kB(report.login.startupLocales.js)).padStart(7)} kB  (locale files awaited before the first render; in loginFirstVisitJs)`,
)
console.log(`  info ${'loginFirstVisitCss'.padEnd(22)} ${String(kB(report.login.firstVisit.css)).padStart(7)} kB`)
console.log(
  `  info ${'loginSeedDataJs'.padEnd(22)} ${String(kB(report.login.seedData.js)).padStart(7)} kB  (downloaded once, to fill the database)`,
)
console.log(
  `  info ${'precache'.padEnd(22)} ${String(kB(report.precache.gzip)).padStart(7)} kB  (${report.precache.entries} files, ${kB(report.precache.bytes)} kB raw)`,
)
const failed = checks.filter((c) => !c.ok)
console.log(`${checks.length - failed.length} passed, ${failed.length} failed`)
if (failed.length) process.exit(1)
