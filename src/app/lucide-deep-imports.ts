import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * The icon files of lucide-react's barrel, by export name (`X`, `XIcon`, `LucideX` → `x`), read
 * from its ESM index: `export { default as X, default as XIcon, … } from './icons/x.mjs';`.
 */
export function lucideIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const m of barrelSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const spec of m[1]!.split(',')) {
      const name = spec.trim().replace(/^default\s+as\s+/, '')
      if (name) files.set(name, m[2]!)
    }
  }
  return files
}

const NAMED = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\3;?/g

/**
 * `import { X, Check as Ok } from 'lucide-react'` → one default import per icon file
 * (`import X from 'lucide-react/icons/x'`), and the same for `export { … } from`; names that
 * are not icons (createLucideIcon, Icon…) stay on the barrel. Returns null when nothing changed.
 */
export function rewriteLucideImports(code: string, files: ReadonlyMap<string, string>): string | null {
  let changed = false
  const out = code.replace(NAMED, (all, kind: string, list: string) => {
    const kept: string[] = []
    const deep: string[] = []
    for (const raw of list.split(',')) {
      const spec = raw.trim()
      if (!spec) continue
      const [name, local = name] = spec.split(/\s+as\s+/).map((s) => s.trim()) as [string, string?]
      const file = files.get(name)
      if (!file) {
        kept.push(spec)
        continue
      }
      const path = `lucide-react/icons/${file}`
      deep.push(kind === 'import' ? `import ${local} from '${path}';` : `export { default as ${local} } from '${path}';`)
    }
    if (deep.length === 0) return all
    changed = true
    return [...deep, ...(kept.length > 0 ? [`${kind} { ${kept.join(', ')} } from 'lucide-react';`] : [])].join('\n')
  })
  return changed ? out : null
}

/**
 * Builds import lucide's icons from their own files rather than through the barrel. The bundle
 * is the same (the barrel is side-effect free and tree-shaken), but the module graph then says
 * which icons a module really uses: the barrel imports all ~1,600 of them, so through it every
 * module looked as if it used every icon, and the chunk groups (chunk-groups.ts), which read
 * that graph, could not tell the framed layout's icons from the others.
 */
export function lucideDeepImports(barrelPath: string): Plugin {
  let files: Map<string, string> | undefined
  return {
    name: 'vermilion-lucide-deep-imports',
    apply: 'build',
    transform(code, id) {
      // Source modules only: not packages, not `?raw` (the demos show their own source text).
      if (id.includes('/node_modules/') || id.includes('?') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('lucide-react')) return null
      files ??= lucideIconFiles(readFileSync(barrelPath, 'utf8'))
      const out = rewriteLucideImports(code, files)
      return out === null ? null : { code: out, map: null }
    },
  }
}
