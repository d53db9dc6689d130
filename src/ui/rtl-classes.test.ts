import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * RTL by construction (ARCHITECTURE habit 7): no physical-direction utilities in components.
 * Use ms-/me-/ps-/pe-/start-/end-/text-start/text-end/rounded-s/rounded-e/border-s/border-e;
 * inset-x-, translate-x (with rtl: variants) and the rest are fine.
 */
const VALUE = String.raw`(?:px|auto|full|\d+(?:\.\d+)?|\d+\/\d+|\[[^\]\s]+\]|\([^)\s]+\))`
const PHYSICAL = new RegExp(
  String.raw`^(?:[^\s:]+:)*!?-?(?:` +
    String.raw`(?:ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-${VALUE}` +
    String.raw`|text-(?:left|right)` +
    String.raw`|(?:rounded-(?:l|r|tl|tr|bl|br)|border-(?:l|r))(?:-[\w./\[\]()%#-]+)?` +
    String.raw`)!?$`,
)

export function physicalClasses(source: string): string[] {
  return source.split(/[\s"'`{}<>,;]+/).filter((token) => PHYSICAL.test(token))
}

const SRC = fileURLToPath(new URL('..', import.meta.url))

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'mocks' ? [] : walk(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('RTL: logical utilities only', () => {
  it('recognises physical utilities, with variants, and lets logical ones pass', () => {
    const bad = [
      'ml-2',
      'mr-auto',
      'pl-4',
      'pr-0.5',
      'left-0',
      'right-1/2',
      '-left-2',
      'md:ml-4',
      'hover:rtl:pr-[3px]',
      'text-left',
      'sm:text-right',
      'rounded-l',
      'rounded-r-md',
      'rounded-tl-lg',
      'border-l',
      'border-r-2',
      'border-l-primary',
      '!ml-1',
      'left-[10px]',
    ]
    const good = [
      'ms-2',
      'me-auto',
      'ps-4',
      'pe-0.5',
      'start-0',
      'end-1/2',
      'inset-x-0',
      'text-start',
      'text-end',
      'rounded-s',
      'rounded-e-md',
      'rounded-lg',
      'border-s',
      'border-e-2',
      'border',
      'border-border',
      'translate-x-5',
      '-translate-x-1/2',
      'bg-[position:right_0.75rem_center]',
      'rtl:bg-[position:left_0.75rem_center]',
      'primary',
      'left',
      'left-hand',
      'leftover',
    ]
    expect(physicalClasses(bad.join(' '))).toEqual(bad)
    expect(physicalClasses(good.join(' '))).toEqual([])
    expect(physicalClasses(`className={cn('flex ml-2', x && "pr-3")}`)).toEqual(['ml-2', 'pr-3'])
  })

  it('no component under src/ uses a physical-direction utility', () => {
    const offenders = walk(SRC).flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n')
      return lines.flatMap((line, i) => physicalClasses(line).map((cls) => `${relative(SRC, file)}:${i + 1} ${cls}`))
    })
    expect(
      offenders,
      `Use logical utilities (ms-/me-/ps-/pe-/start-/end-/text-start/rounded-s/border-s) instead of:\n${offenders.join('\n')}`,
    ).toEqual([])
  })
})
