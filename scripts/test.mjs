// `npm test`: the whole suite, in the order CONTRIBUTING gives, timed phase by phase.
// The static checks are single-threaded, so they run two at a time (the machine's two cores);
// each one's output is printed whole when it ends. Everything after them runs one at a time,
// since vitest, the build and the e2e browser use every core on their own. The first failing
// phase stops the run (its siblings finish first) with its exit code.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

/** A list of scripts runs as a pool; a single script runs alone, its output live. */
const STAGES = [['typecheck', 'lint', 'format:check', 'knip'], 'test:unit', 'build', 'test:bytes', 'test:e2e']

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const timings = []

/** Runs one npm script; `buffered` keeps its output until it ends. */
function runScript(name, buffered) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '-s', name], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const chunks = []
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c))
      child.stderr.on('data', (c) => chunks.push(c))
    }
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - started) / 1000)
      const output = Buffer.concat(chunks).toString()
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
      console.log(`── ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`)
      timings.push([name, seconds, code])
      resolve(code ?? 1)
    })
  })
}

/** Runs the scripts at most `width` at a time; resolves with the first non-zero exit code. */
async function runPool(scripts, width) {
  const queue = [...scripts]
  let failure = 0
  const lane = async () => {
    while (queue.length > 0 && failure === 0) {
      const code = await runScript(queue.shift(), true)
      if (code !== 0 && failure === 0) failure = code
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, scripts.length) }, lane))
  return failure
}

const started = performance.now()
let exitCode = 0
for (const stage of STAGES) {
  exitCode = Array.isArray(stage) ? await runPool(stage, Math.max(2, Math.min(4, availableParallelism()))) : await runScript(stage, false)
  if (exitCode !== 0) break
}
const total = Math.round((performance.now() - started) / 1000)
console.log(`\n${timings.map(([n, s, c]) => `${n} ${s} s${c === 0 ? '' : ' (failed)'}`).join(' · ')}`)
console.log(`npm test: ${exitCode === 0 ? 'all passed' : 'FAILED'} in ${Math.floor(total / 60)} min ${total % 60} s`)
process.exit(exitCode)
