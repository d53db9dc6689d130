/**
 * The source of one demo, cut out of its page module read with Vite's `?raw`: from
 * `function Name(` to the closing brace at the start of a line. No highlighter (SCREENS.md).
 */
export function demoSource(raw: string, name: string): string {
  const start = raw.search(new RegExp(`^(?:export (?:default )?)?function ${name}\\(`, 'm'))
  if (start < 0) return ''
  const end = raw.indexOf('\n}\n', start)
  return raw.slice(start, end < 0 ? undefined : end + 2)
}
