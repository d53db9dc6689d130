/**
 * lib/sanitize-html.ts as the mock worker's bundle sees it (src/app/msw-worker-plugin.ts swaps the
 * module): DOMPurify needs a DOM, which a worker has not, so stored HTML is sanitised by THE
 * sanitiser in the page, asked over the worker's messages (mock-worker.ts sets how). Contracts that
 * hold stored HTML are then parsed with safeParseAsync / parseAsync.
 */
let page: ((html: string) => Promise<string>) | undefined

/** How the worker asks the page (mock-worker.ts). */
export function setPageSanitizer(sanitize: (html: string) => Promise<string>): void {
  page = sanitize
}

export function sanitizeStoredHtml(html: string): Promise<string> {
  if (!page) return Promise.reject(new Error('The mock worker cannot sanitise HTML: no page sanitiser'))
  return page(html)
}

export function sanitizeHtml(): never {
  throw new Error('sanitizeHtml needs a DOM: in the mock worker, use sanitizeStoredHtml')
}
