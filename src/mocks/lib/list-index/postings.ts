/**
 * Posting lists of the search index (text-index.ts): ascending record numbers, stored as the
 * differences between them in a variable number of bytes (7 bits each; most take one byte, so a
 * list costs about a quarter of an Int32Array), and their intersection and union walked in order
 * (the callers stop early).
 */
export interface Posting {
  bytes: Uint8Array
  size: number
  /** how many records */
  n: number
  last: number
}

export const posting = (): Posting => ({ bytes: new Uint8Array(2), size: 0, n: 0, last: -1 })

/** Appends r, which is at least the last one (once). */
export function push(p: Posting, r: number): void {
  if (r === p.last) return
  if (p.size + 5 > p.bytes.length) {
    const grown = new Uint8Array(Math.max(8, p.bytes.length * 2))
    grown.set(p.bytes.subarray(0, p.size))
    p.bytes = grown
  }
  let d = r - p.last
  while (d >= 0x80) {
    p.bytes[p.size++] = (d & 0x7f) | 0x80
    d >>>= 7
  }
  p.bytes[p.size++] = d
  p.last = r
  p.n++
}

/** Gives back the room kept for growth when it is more than a quarter. */
export function trim(p: Posting): void {
  if (p.bytes.length > p.size + (p.size >> 2) + 8) p.bytes = p.bytes.slice(0, p.size)
}

/** Reads a list in order: `value` is the current record (-1 before the first). */
class Cursor {
  value = -1
  private at = 0
  private readonly p: Posting
  constructor(p: Posting) {
    this.p = p
  }

  next(): boolean {
    const { bytes, size } = this.p
    if (this.at >= size) return false
    let d = 0
    let shift = 0
    let byte: number
    do {
      byte = bytes[this.at++]!
      d |= (byte & 0x7f) << shift
      shift += 7
    } while (byte & 0x80)
    this.value += d
    return true
  }

  /** Moves to the first record at least r; false when there is none. */
  seek(r: number): boolean {
    while (this.value < r) if (!this.next()) return false
    return true
  }
}

/** Every record of a list, ascending. */
export function recordsOf(p: Posting | undefined): number[] {
  const out: number[] = []
  if (!p) return out
  const c = new Cursor(p)
  while (c.next()) out.push(c.value)
  return out
}

/**
 * Calls `visit` with the records in every list (the shortest walked, the next two followed: the
 * caller checks the candidates anyway), ascending, until it answers true (then answers true).
 */
export function intersect(lists: Posting[], visit: (r: number) => boolean): boolean {
  const [first, ...rest] = [...new Set(lists)].sort((x, y) => x.n - y.n)
  const walk = new Cursor(first!)
  const others = rest.slice(0, 2).map((l) => new Cursor(l))
  outer: while (walk.next()) {
    const r = walk.value
    for (const other of others) {
      if (!other.seek(r)) return false
      if (other.value !== r) continue outer
    }
    if (visit(r)) return true
  }
  return false
}

/** Calls `visit` with the records in any of the lists, ascending, each once (a heap of the lists' cursors). */
export function union(lists: Posting[], visit: (r: number) => boolean): boolean {
  const heap = lists.map((l) => new Cursor(l)).filter((c) => c.next())
  let size = heap.length
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      if (l >= size) return
      const m = l + 1 < size && heap[l + 1]!.value < heap[l]!.value ? l + 1 : l
      if (heap[i]!.value <= heap[m]!.value) return
      ;[heap[i], heap[m]] = [heap[m]!, heap[i]!]
      i = m
    }
  }
  for (let i = (size >> 1) - 1; i >= 0; i--) down(i)
  let last = -1
  while (size > 0) {
    const top = heap[0]!
    if (top.value !== last && visit(top.value)) return true
    last = top.value
    if (!top.next()) heap[0] = heap[--size]!
    down(0)
  }
  return false
}
