/** Minimal cookie helpers: path /, SameSite=Lax, values JSON-encoded when not strings. */
const ONE_YEAR = 60 * 60 * 24 * 365

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length))
  }
  return undefined
}

export function readJsonCookie<T>(name: string): T | undefined {
  const raw = readCookie(name)
  if (raw === undefined) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

export function writeCookie(name: string, value: unknown, maxAge = ONE_YEAR): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(text)}; path=/; max-age=${maxAge}; SameSite=Lax`
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`
}
