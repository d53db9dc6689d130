import { describe, expect, it } from 'vitest'
import { framedChunk, type ModuleGraph } from './chunk-groups'

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
  '/src/layout.tsx': [['icon-x', 'icon-house', '/src/button.tsx', '/src/menu.tsx', 'react']],
  '/src/menu.tsx': [['icon-check', 'headless']],
  '/src/login.tsx': [['/src/button.tsx']],
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
    for (const id of ['icon-x', 'react', '/src/button.tsx', 'icon-spinner', '/src/login.tsx', '/src/list-page.tsx', 'icon-plus']) {
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
