import { freshProfile, percentile } from './lib.ts'

/**
 * A fixed piece of the work a screen's start does, run in the page: JavaScript (sorting and JSON)
 * and the DOM (2,000 elements built, styled and laid out). Returns its duration in ms.
 */
export function referenceWork(): number {
  const started = performance.now()
  const numbers: number[] = []
  for (let i = 0; i < 200_000; i++) numbers.push((i * 2_654_435_761) % 1_000_003)
  numbers.sort((a, b) => a - b)
  const parsed = JSON.parse(JSON.stringify(numbers.slice(0, 50_000))) as number[]
  const box = document.createElement('div')
  for (let i = 0; i < 2_000; i++) {
    const cell = document.createElement('span')
    cell.className = `c${i % 50}`
    cell.style.display = 'inline-block'
    cell.textContent = String(parsed[i])
    box.appendChild(cell)
  }
  document.body.appendChild(box)
  box.getBoundingClientRect()
  box.remove()
  return performance.now() - started
}

/**
 * The machine's speed at this moment: `referenceWork` in a fresh Chromium page at 1x, median of
 * `runs` (after one warm-up), in ms. A virtual machine shared with others can run the same build
 * twice as slowly a few minutes later; the bench takes this figure before and after each section,
 * so that a run's timings can be read against the moment they were taken.
 */
export async function machineSpeed(runs = 7): Promise<number> {
  const context = await freshProfile('about:blank')
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.setContent('<!doctype html><title>speed</title><body></body>')
    await page.evaluate(referenceWork)
    const times: number[] = []
    for (let i = 0; i < runs; i++) times.push(await page.evaluate(referenceWork))
    return Math.round(percentile(times, 50))
  } finally {
    await context.close()
  }
}

/** One reading of the machine's speed: the reference work's time at a moment of the run (`start`, or after a section). */
export interface SpeedReading {
  moment: string
  referenceWorkMs: number
}

/**
 * The machine's speed over the run, one line (`machine speed (...): 104 ms at start, 142 ms after
 * startup`, lower is faster, and how far it moved when that is 1.3x or more); empty without readings.
 */
export function formatSpeed(readings: readonly SpeedReading[] | undefined): string {
  if (!readings?.length) return ''
  const parts = readings.map((r) => `${r.referenceWorkMs} ms ${r.moment === 'start' ? 'at start' : `after ${r.moment}`}`)
  const values = readings.map((r) => r.referenceWorkMs)
  const spread = Math.max(...values) / Math.min(...values)
  return `machine speed (reference work at 1x, lower is faster): ${parts.join(', ')}${spread >= 1.3 ? ` — it moved by ${spread.toFixed(1)}x during the run` : ''}`
}
