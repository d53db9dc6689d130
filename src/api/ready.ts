/**
 * The mock layer starts in parallel with the shell; API calls wait for it, painting does not.
 * main.tsx hands the start-up promise in; the client awaits it before every request.
 */
let ready: Promise<unknown> = Promise.resolve()

export function setApiReady(promise: Promise<unknown>): void {
  ready = promise
}

export function apiReady(): Promise<unknown> {
  return ready
}
