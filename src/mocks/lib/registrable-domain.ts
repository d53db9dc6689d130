/**
 * A small stand-in for `tldts`, used only in the browser build (vite.config.ts aliases `tldts`
 * here). msw keeps the mock cookies in a tough-cookie jar, and tough-cookie asks tldts for a
 * host's registrable domain; tldts ships the whole public-suffix list (~90 kB gzip, half of the
 * mock layer's download). The jar here only ever holds this origin's own cookies (the mock API
 * never sets a `Domain` attribute), so an approximation gives the same cookies: IP addresses and
 * single-label hosts (localhost) have no registrable domain, any other host's is its last two
 * labels. Under Node (vitest, msw/node) the real tldts is used.
 */
const IPV4 = /^(\d{1,3}\.){3}\d{1,3}$/
const IPV6 = /^\[?[0-9a-f:.]+\]?$/i

export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (!host || IPV4.test(host) || (host.includes(':') && IPV6.test(host))) return null
  const labels = host.split('.')
  if (labels.length < 2 || labels.some((l) => l === '')) return null
  return labels.slice(-2).join('.')
}

export function getPublicSuffix(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (!host || IPV4.test(host) || (host.includes(':') && IPV6.test(host))) return null
  return host.split('.').pop() ?? null
}
