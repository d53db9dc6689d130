import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lucideIconFiles, rewriteLucideImports } from './lucide-deep-imports'

const BARREL = `import * as index from './icons/index.mjs';
export { index as icons };
export { default as X, default as XIcon, default as LucideX } from './icons/x.mjs';
export { default as AlertTriangle, default as TriangleAlert } from './icons/triangle-alert.mjs';
export { default as createLucideIcon } from './createLucideIcon.mjs';`
const files = lucideIconFiles(BARREL)

describe('lucide deep imports (build)', () => {
  it('reads the icon files of the barrel, aliases included, and nothing else', () => {
    expect(files.get('X')).toBe('x')
    expect(files.get('LucideX')).toBe('x')
    expect(files.get('AlertTriangle')).toBe('triangle-alert')
    expect(files.has('createLucideIcon')).toBe(false)
    expect(files.has('icons')).toBe(false)
  })

  it('imports each icon from its own file, keeps local names, and leaves the rest on the barrel', () => {
    const out = rewriteLucideImports(`import { X, AlertTriangle as Warn, createLucideIcon } from "lucide-react";\nuse(X, Warn)`, files)
    expect(out).toBe(
      [
        "import X from 'lucide-react/icons/x';",
        "import Warn from 'lucide-react/icons/triangle-alert';",
        "import { createLucideIcon } from 'lucide-react';",
        'use(X, Warn)',
      ].join('\n'),
    )
  })

  it('rewrites re-exports over several lines (the nav icons) the same way', () => {
    expect(rewriteLucideImports(`export {\n  X,\n  TriangleAlert,\n} from 'lucide-react'`, files)).toBe(
      "export { default as X } from 'lucide-react/icons/x';\nexport { default as TriangleAlert } from 'lucide-react/icons/triangle-alert';",
    )
  })

  it('changes nothing where no icon is imported', () => {
    expect(rewriteLucideImports(`import { createLucideIcon } from 'lucide-react'`, files)).toBeNull()
    expect(rewriteLucideImports(`import { X } from 'lucide-react-extra'`, files)).toBeNull()
  })

  it("knows the installed lucide's icons, each file of which exists (the package's layout has not moved)", () => {
    const installed = lucideIconFiles(readFileSync('node_modules/lucide-react/dist/esm/lucide-react.mjs', 'utf8'))
    expect(installed.size).toBeGreaterThan(1000)
    for (const name of ['X', 'Info', 'TriangleAlert', 'ChevronRight']) {
      expect(readFileSync(`node_modules/lucide-react/dist/esm/icons/${installed.get(name)}.mjs`, 'utf8')).toContain('createLucideIcon')
    }
  })
})
