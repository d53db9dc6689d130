// Copies mockServiceWorker.js into the directories listed in package.json "msw.workerDirectory"
// (msw 3 has no postinstall of its own, so the worker would drift from the installed version).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const cli = 'node_modules/msw/cli/index.js'
if (existsSync(cli)) {
  execFileSync(process.execPath, [cli, 'init'], { stdio: ['ignore', 'ignore', 'inherit'] })
}
