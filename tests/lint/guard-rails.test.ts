import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * Each guard rail of eslint.config.js fails on a violating file. A fixture in fixtures/ is a
 * `.txt` file (so tsc, knip and the normal lint run skip it) whose header says where it is
 * linted as (`// lint-as: src/ui/fixture.ts`: its imports resolve from there) and which rule
 * must report (`// expect: boundaries/dependencies`, or `none` for what must stay allowed).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURES = join(ROOT, 'tests/lint/fixtures')
const eslint = new ESLint({ cwd: ROOT })

interface Fixture {
  name: string
  code: string
  lintAs: string
  expected: string
}

function readFixture(name: string): Fixture {
  const code = readFileSync(join(FIXTURES, name), 'utf8')
  const header = (key: string) => new RegExp(`^// ${key}: (.+)$`, 'm').exec(code)?.[1]?.trim()
  const lintAs = header('lint-as')
  const expected = header('expect')
  if (!lintAs || !expected) throw new Error(`${name}: missing "// lint-as:" or "// expect:" header`)
  return { name, code, lintAs, expected }
}

const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map(readFixture)

async function ruleIds(fixture: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(fixture.code, { filePath: join(ROOT, fixture.lintAs) })
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`)
}

describe('guard rails (eslint.config.js)', () => {
  it('has a fixture for every boundary rule, both import forms', () => {
    const names = fixtures.map((f) => f.name)
    for (const fragment of [
      'ui-imports-feature',
      'ui-imports-app-relative',
      'lib-imports-ui',
      'api-imports-feature',
      'i18n-imports-ui',
      'feature-imports-feature-alias',
      'feature-imports-feature-relative',
      'feature-imports-app-relative',
      'feature-imports-db',
      'app-imports-db',
      'mocks-imports-feature',
      'mocks-imports-app',
      'mocks-imports-ui',
    ]) {
      expect(
        names.some((n) => n.startsWith(fragment)),
        fragment,
      ).toBe(true)
    }
  })

  it.each(fixtures.map((f) => [f.name, f] as const))('%s', async (_name, fixture) => {
    const ids = await ruleIds(fixture)
    if (fixture.expected === 'none') expect(ids).toEqual([])
    else expect(ids).toContain(fixture.expected)
  })

  it('import-x/no-cycle reports two modules importing each other', async () => {
    const cycle = new ESLint({
      cwd: ROOT,
      ignore: false,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: (await import('typescript-eslint')).parser },
          plugins: { 'import-x': (await import('eslint-plugin-import-x')).importX },
          settings: {
            ...(await import('eslint-plugin-import-x')).importX.flatConfigs.typescript.settings,
            'import-x/resolver-next': [(await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver()],
          },
          rules: { 'import-x/no-cycle': 'error' },
        },
      ],
    })
    const results = await cycle.lintFiles([join(FIXTURES, 'cycle/cycle-a.ts')])
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain('import-x/no-cycle')
  })

  it('the real config enables import-x/no-cycle on src', async () => {
    const config = await eslint.calculateConfigForFile(join(ROOT, 'src/app/router.tsx'))
    expect(config.rules['import-x/no-cycle']?.[0]).toBe(2)
  })
})
