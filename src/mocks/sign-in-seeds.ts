import type { VermilionDB } from './db'

/**
 * The seeded tables the sign-in reads (the /api/auth area: accounts; its sessions and settings are
 * not seeded), each in a small chunk of its own, and their stored-row contract. A first start
 * writes them first and says so (seed.ts `onSignInReady`): the gate lets the auth area's requests
 * through then, while the rest of the seed is written (seed-gate.ts). Not part of the mock layer's
 * chunk: the entry asks for these chunks with it on a first visit (prefetchSignInSeed).
 */
export const SIGN_IN_SEEDS = {
  accounts: async () => ({ default: (await import('@seed/accounts.json')).default as unknown[] }),
} satisfies Partial<Record<keyof VermilionDB & string, () => Promise<{ default: unknown[] }>>>

/**
 * On a first visit (the database is empty and needs them), the downloads of the sign-in's seed and
 * its contract start with the mock layer's chunk, not once that chunk has been evaluated (~60 ms
 * later at 1x). The rest of the seed waits until the sign-in's tables are in (seed.ts prefetchRest).
 */
export function prefetchSignInSeed(): void {
  for (const load of Object.values(SIGN_IN_SEEDS)) void load().catch(() => undefined)
  void import('@/api/contracts/stored-sign-in-rows').catch(() => undefined)
}
