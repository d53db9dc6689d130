import createDOMPurify, { type DOMPurify } from 'dompurify'

/**
 * The one HTML sanitiser (DECISIONS section 9: stored HTML is sanitised when written and again when
 * shown). What survives: formatting, lists, tables, links to http(s)/mailto/tel and in-app paths,
 * images from this origin, `data:` or `blob:` URLs. What does not: scripts, styles, forms, frames,
 * event handlers, `javascript:` (and any other scheme) links, remote images or other remote resources.
 *
 * It needs a DOM: the page's window in the browser (where the mock handlers run too). Under node
 * (tests), `src/testing/setup.ts` provides a jsdom window through `setSanitizerWindow`.
 */
let purifier: DOMPurify | undefined
let fallbackWindow: Window | (() => Window) | undefined

/** For node: the window DOMPurify should use when there is no global one (or how to make it, on first use). */
export function setSanitizerWindow(win: Window | (() => Window)): void {
  fallbackWindow = win
  purifier = undefined
}

const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{1,2}\/)/i
const SAFE_SRC = /^(?:data:image\/(?:png|gif|jpeg|webp|avif);|blob:|\/(?!\/)|\.{1,2}\/)/i

function instance(): DOMPurify {
  if (purifier) return purifier
  if (typeof fallbackWindow === 'function') fallbackWindow = fallbackWindow()
  const win = typeof window !== 'undefined' ? window : fallbackWindow
  if (!win) throw new Error('sanitizeHtml needs a DOM window')
  const p = createDOMPurify(win as never)
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName
    const value = data.attrValue.trim()
    if (name === 'href' && !SAFE_LINK.test(value)) data.keepAttr = false
    if ((name === 'src' || name === 'srcset' || name === 'poster') && !SAFE_SRC.test(value)) data.keepAttr = false
  })
  p.addHook('afterSanitizeAttributes', (node) => {
    // Links that leave the app open in a new tab without giving it a handle on this one.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
    // An image whose source was refused is dropped whole (no broken-image box).
    if (node.tagName === 'IMG' && !node.getAttribute('src')) node.remove()
  })
  purifier = p
  return p
}

/** Sanitised HTML, safe to store and to render with `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'link',
      'meta',
      'base',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  })
}
