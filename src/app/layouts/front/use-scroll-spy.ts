import { useEffect, useState } from 'react'

/**
 * The id of the section under the navbar among `ids` (the landing page's sections), updated as
 * the page scrolls; undefined when none of them is on the page.
 */
export function useScrollSpy(ids: readonly string[], key: string): string | undefined {
  const [active, setActive] = useState<string>()
  useEffect(() => {
    const elements = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    setActive(undefined)
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return
    const visible = new Map<string, number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.set(e.target.id, e.boundingClientRect.top)
          else visible.delete(e.target.id)
        }
        // The topmost section crossing the band under the navbar.
        const first = ids.find((id) => visible.has(id))
        setActive(first)
      },
      { rootMargin: '-80px 0px -55% 0px' },
    )
    elements.forEach((el) => observer.observe(el))
    return () => observer.disconnect()
    // `key` (the location) re-runs it when another page with sections is shown.
  }, [ids, key])
  return active
}
