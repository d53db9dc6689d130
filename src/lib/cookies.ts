/** Minimal cookie helpers: path /, SameSite=Lax, values JSON-encoded when not strings. */
const ONE_YEAR = 60 * 60 * 24 * 365

export function readCookie(name: string): string | undefined {
  return readCookies()(name)
}

/**
 * Every cookie as one read of `document.cookie` (a call into the browser each time), for code that
 * reads several: `const cookie = readCookies(); cookie('a'); cookie('b')`.
 */
export function readCookies(): (name: string) => string | undefined {
  const jar = typeof document === 'undefined' ? '' : document.cookie
  return (name) => {
    const prefix = `${encodeURIComponent(name)}=`
    for (const part of jar.split('; ')) {
      if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length))
    }
    return undefined
  }
}

/** A cookie's JSON value (undefined when absent or not JSON). */
export function jsonValue<T>(raw: string | undefined): T | undefined {
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
