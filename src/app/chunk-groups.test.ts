import { describe, expect, it } from 'vitest'
import { framedChunk, MOCK_CORE, sharedWithGuestsChunk, type ModuleGraph } from './chunk-groups'

/** A module graph: id → [static imports, dynamic imports]. */
function graph(edges: Record<string, [string[], string[]?]>): ModuleGraph & { asked: number } {
  const g = {
    asked: 0,
    getModuleInfo(id: string) {
      g.asked++
      const e = edges[id]
      return e ? { importedIds: e[0], dynamicallyImportedIds: e[1] ?? [] } : null
    },
  }
  return g
}

const G = graph({
  '/src/main.tsx': [
    ['/src/toast.tsx', 'react'],
    ['/src/layout.tsx', '/src/login.tsx', '/src/list-page.tsx'],
  ],
  '/src/toast.tsx': [['icon-x']],
  '/src/layout.tsx': [['icon-x', 'icon-house', 'icon-mail', '/src/button.tsx', '/src/menu.tsx', 'react']],
  '/src/menu.tsx': [['icon-check', 'headless']],
  '/src/login.tsx': [['/src/button.tsx', 'icon-mail']],
  '/src/button.tsx': [['icon-spinner']],
  '/src/list-page.tsx': [['icon-house', 'icon-plus']],
})

describe('the framed chunk group (build)', () => {
  const name = framedChunk('framed', { entry: '/src/main.tsx', layout: '/src/layout.tsx', guestRoots: ['/src/login'] })
  const grouped = (id: string) => name(id, G) === 'framed'

  it('takes what the layout imports at any depth that neither the entry nor a guest screen imports', () => {
    expect(['/src/layout.tsx', '/src/menu.tsx', 'icon-house', 'icon-check', 'headless'].filter(grouped)).toEqual([
      '/src/layout.tsx',
      '/src/menu.tsx',
      'icon-house',
      'icon-check',
      'headless',
    ])
  })

  it("leaves the entry's modules (before paint), the guest screens' and what the layout does not import", () => {
    for (const id of [
      'icon-x',
      'icon-mail',
      'react',
      '/src/button.tsx',
      'icon-spinner',
      '/src/login.tsx',
      '/src/list-page.tsx',
      'icon-plus',
    ]) {
      expect(grouped(id), id).toBe(false)
    }
  })

  it('reads the graph once', () => {
    const before = G.asked
    grouped('icon-house')
    grouped('icon-plus')
    expect(G.asked).toBe(before)
  })
})

describe("the group of the layout's modules a guest screen shares (build)", () => {
  const options = {
    entry: '/src/main.tsx',
    layout: '/src/layout.tsx',
    guestRoots: ['/src/login'],
    test: (id: string) => id.startsWith('icon-'),
  }
  const name = sharedWithGuestsChunk('layout-icons', options)
  const grouped = (id: string) => name(id, G) === 'layout-icons'

  it("takes the layout's icons a guest screen imports too (directly or through a shared part)", () => {
    expect(['icon-mail', 'icon-spinner'].filter(grouped)).toEqual(['icon-mail', 'icon-spinner'])
  })

  it("leaves the entry's icons, the framed group's, other kinds of module and what the layout does not import", () => {
    for (const id of ['icon-x', 'icon-house', 'icon-check', '/src/button.tsx', 'react', 'icon-plus']) expect(grouped(id), id).toBe(false)
  })

  it('never takes a module of the framed group', () => {
    const framed = framedChunk('framed', options)
    for (const id of ['icon-x', 'icon-house', 'icon-mail', 'icon-check', 'icon-spinner', 'icon-plus', '/src/layout.tsx'])
      expect(grouped(id) && framed(id, G) === 'framed', id).toBe(false)
  })
})

describe('the mock layer core group (build)', () => {
  /** Module ids (under a project root) and whether the group takes them. */
  const MEMBERS: [string, boolean][] = [
    // The start, the seed gate and the handlers' shared helpers, and the libraries only they use.
    ['src/mocks/browser.ts', true],
    ['src/mocks/db.ts', true],
    ['src/mocks/seed.ts', true],
    ['src/mocks/seed-gate.ts', true],
    ['src/mocks/handlers/index.ts', true],
    ['src/mocks/lib/http.ts', true],
    ['src/mocks/lib/respond.ts', true],
    ['src/mocks/lib/auth.ts', true],
    ['src/mocks/lib/list-index/params.ts', true],
    ['node_modules/msw/lib/core/index.mjs', true],
    ['node_modules/@mswjs/interceptors/lib/browser/index.mjs', true],
    ['node_modules/dexie/dist/modern/dexie.mjs', true],
    // The handler areas, the seed data, the helpers that import contracts' values, everything else.
    ['src/mocks/handlers/auth.ts', false],
    ['src/mocks/handlers/platform/index.ts', false],
    ['src/mocks/seed-files.ts', false],
    ['src/mocks/lib/localize.ts', false],
    ['src/mocks/lib/help-center-view.ts', false],
    ['src/api/contracts/auth.ts', false],
    ['src/features/platform-accounts/pages/accounts-page.tsx', false],
    ['node_modules/zod/v4/classic/schemas.js', false],
    ['node_modules/react/index.js', false],
  ]

  it.each(MEMBERS)('%s: %s', (id, member) => {
    expect(MOCK_CORE.test(`/work/app/${id}`)).toBe(member)
  })

  it('reads Windows paths too', () => {
    expect(MOCK_CORE.test('C:\\app\\src\\mocks\\db.ts')).toBe(true)
    expect(MOCK_CORE.test('C:\\app\\src\\mocks\\handlers\\auth.ts')).toBe(false)
  })
})
