import type { Collection, Table } from 'dexie'

/**
 * Whether Dexie's `equalsIgnoreCase` can take `text`: it builds its key range from the upper- and
 * lower-case forms char by char, and throws (DataError, a 500) when case mapping changes the
 * length ('İ' → 'i̇', 'ß' → 'SS', 'ﬁ' → 'FI').
 */
const dexieSafe = (text: string) => text.toUpperCase().length === text.length && text.toLowerCase().length === text.length

/**
 * The records of `table` whose string field `index` equals `text` ignoring case (role, strategy
 * names, e-mails, usernames). Uses the index when Dexie can; any other text is compared by its
 * lower-case form over the table (rare input, still a correct answer rather than an exception).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function whereIgnoreCase<T>(table: Table<T, any, any>, index: string & keyof T, text: string): Collection<T> {
  if (dexieSafe(text)) return table.where(index).equalsIgnoreCase(text)
  const folded = text.toLowerCase()
  return table.filter((row) => {
    const value = row[index]
    return typeof value === 'string' && value.toLowerCase() === folded
  })
}
