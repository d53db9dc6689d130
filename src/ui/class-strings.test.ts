import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * A Tailwind arbitrary value cannot hold a space: `bg-[url("… viewBox=…")]` in a class string is
 * split into several classes, none of which Tailwind generates (the kit's select lost its chevron
 * that way). Such a value belongs in src/styles/index.css (an `@utility`), or uses `_` for spaces.
 */
export function brokenArbitraryValues(source: string): string[] {
  const found: string[] = []
  for (const m of source.matchAll(/(['"`])((?:(?!\1)[^\n])*)\1/g))
    for (const token of m[2]!.split(/\s+/))
      if (/[a-z]-\[[^\]]*$/.test(token) && /^[!\w:&>*@/.[\]-]*$/.test(token.split('[')[0]!)) found.push(token)
  return found
}

const SRC = fileURLToPath(new URL('..', import.meta.url))
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return walk(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })

describe('class strings', () => {
  it('finds an arbitrary value cut by a space, and lets whole ones pass', () => {
    expect(brokenArbitraryValues(`cn('h-10', 'bg-[url("data:image/svg+xml,%3Csvg xmlns=%27x%27")]')`)).toEqual([
      'bg-[url("data:image/svg+xml,%3Csvg',
    ])
    expect(brokenArbitraryValues(`'grid-cols-[1fr_auto] bg-[position:right_0.75rem_center] [&>*]:w-full'`)).toEqual([])
  })

  it('has no arbitrary value cut by a space in src', () => {
    const broken = walk(SRC).flatMap((file) => brokenArbitraryValues(readFileSync(file, 'utf8')).map((t) => `${relative(SRC, file)}: ${t}`))
    expect(broken).toEqual([])
  })
})
