/**
 * The deepest nesting a request body may have (objects and arrays). Free-form values (form
 * drafts, backup rows) are stored as given; a value nested thousands of levels deep would make
 * the database's structured clone overflow its stack, so bodies deeper than this are refused
 * (400) before anything is stored. Every contract of the API nests far less.
 */
export const MAX_JSON_DEPTH = 64

/** Whether `value` nests objects/arrays deeper than `max` (iterative: no recursion to overflow). */
export function nestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [v, depth] = stack.pop()!
    if (v === null || typeof v !== 'object') continue
    if (depth + 1 > max) return true
    for (const child of Array.isArray(v) ? v : Object.values(v))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
  }
  return false
}
