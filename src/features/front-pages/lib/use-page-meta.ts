import { useEffect } from 'react'

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
