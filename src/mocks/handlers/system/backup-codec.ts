/** Backup encoding: Blobs become data URLs, Dates ISO strings, both tagged so a restore brings them back. */

function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

export async function encodeValue(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const bytes = new Uint8Array(await value.arrayBuffer())
    return { $blob: `data:${value.type || 'application/octet-stream'};base64,${bytesToBase64(bytes)}` }
  }
  if (value instanceof Date) return { $date: value.toISOString() }
  if (Array.isArray(value)) return Promise.all(value.map(encodeValue))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = await encodeValue(v)
    return out
  }
  return value
}

class BadValue extends Error {}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/

export function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeValue)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 1 && entries[0]![0] === '$blob') {
      const match = typeof entries[0]![1] === 'string' ? DATA_URL.exec(entries[0]![1]) : null
      if (!match) throw new BadValue('not a base64 data URL')
      let binary: string
      try {
        binary = atob(match[3]!)
      } catch {
        throw new BadValue('bad base64')
      }
      const bytes = new Uint8Array(binary.length)
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
      return new Blob([bytes], { type: match[1] ?? '' })
    }
    if (entries.length === 1 && entries[0]![0] === '$date') {
      const date = typeof entries[0]![1] === 'string' ? new Date(entries[0]![1]) : new Date(NaN)
      if (Number.isNaN(date.getTime())) throw new BadValue('bad date')
      return date
    }
    const out: Record<string, unknown> = {}
    for (const [k, v] of entries) out[k] = decodeValue(v)
    return out
  }
  return value
}
