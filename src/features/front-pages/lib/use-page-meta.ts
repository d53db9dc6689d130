import { useEffect } from 'react'
import i18n from '@/i18n'

/**
 * The front pages' namespaces come with the page module (every front page uses this file): the
 * route is ready only once they are in, so React's first render does not suspend (no loader
 * between the pre-rendered page and the live one, issue #21). Before i18next has a language (the
 * build's pre-render, tests), this resolves at once.
 */
await i18n.loadNamespaces(['front', 'forms'])

/**
 * The page's meta description, in the active language (the registry sets the document title):
 * set while the page is shown, the previous one put back when it leaves.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    const previous = meta.content
    meta.content = description
    return () => {
      meta.content = previous
    }
  }, [description])
}
