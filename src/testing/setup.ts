import 'fake-indexeddb/auto'
import { createRequire } from 'node:module'
import { threadId } from 'node:worker_threads'
import type * as Jsdom from 'jsdom'
import { setSanitizerWindow } from '@/lib/sanitize-html'
// The route registry hands its paths to `linkTo` (lib/paths.ts), as the app's entry does.
import '@/app/routes'

// Handler tests run under node: the sanitiser gets a jsdom window (the browser uses the page's),
// made on first use: loading jsdom costs ~0.7 s, which most node test files do not need.
if (typeof window === 'undefined') {
  const require = createRequire(import.meta.url)
  setSanitizerWindow(() => new (require('jsdom') as typeof Jsdom).JSDOM('').window as unknown as Window)
}

// Test files run in parallel worker threads, and node's BroadcastChannel reaches every thread of
// the process: the list engine's "another tab wrote" messages of one file would invalidate (and
// count as writes in) another file's database. Each thread gets its own channels.
const NativeBroadcastChannel = globalThis.BroadcastChannel
globalThis.BroadcastChannel = class extends NativeBroadcastChannel {
  constructor(name: string) {
    super(`${name}#${threadId}`)
  }
}

// Component tests (jsdom) unmount what they rendered after each test, so a render React scheduled
// late (a mutation settling, a timer) cannot run once the file's window is gone.
if (typeof window !== 'undefined') {
  const { afterEach } = await import('vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  afterEach(cleanup)
  // findBy*/waitFor wait up to 5 s, not 1: under a loaded CI machine (two test threads, a
  // browser) a frame-by-frame fill or a lazy import can take longer than a second.
  configure({ asyncUtilTimeout: 5000 })
}
